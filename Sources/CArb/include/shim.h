#ifndef CARB_SHIM_H
#define CARB_SHIM_H
/* Arb (FLINT's ball arithmetic): every value is a midpoint and a radius that provably contain the
   true value, so the digits the display shows can be proven. These wrappers take GMP integers
   (the model's rationals) and hand back decimal digits of the bounds, which Swift cannot reach
   through FLINT's macros and inline-only types. MPFR writes those digits (cab_bound_digits); this
   shim is its only user.

   Arb, FLINT and MPFR are not linked: library.c loads CARB_LIBRARY (which brings FLINT and MPFR as its
   own dependencies) on the first call of any function listed in functions.h, so a start that shows no
   ball maps none of them (issue 30 item 5: 1.6 MB resident). GMP stays linked: the model's rationals
   are GMP's from the first key. */
#include <gmp.h>
#include <mpfr.h>
#include <arb.h>

/* The soname of the Arb this was compiled against, loaded on first use; Scripts/package adds its
   package to the Debian Depends by hand, since dpkg-shlibdeps sees only linked libraries. */
#if __ARB_VERSION != 2
#error "CARB_LIBRARY names Arb 2's soname; another Arb needs its own (FLINT 3 has Arb inside libflint)"
#endif
#define CARB_LIBRARY "libflint-arb.so.2"

/* Whether Arb is loaded yet: the first call of a function of functions.h loads it. */
int cab_library_loaded(void);

static inline arb_ptr cab_new(void) { arb_ptr x = flint_malloc(sizeof(arb_struct)); arb_init(x); return x; }
static inline void cab_free(arb_ptr x) { arb_clear(x); flint_free(x); }

/* x = p / q to prec bits (q > 0). */
static inline void cab_set_ratio(arb_ptr x, mpz_srcptr p, mpz_srcptr q, slong prec) {
    fmpz_t a, b;
    fmpz_init(a); fmpz_init(b);
    fmpz_set_mpz(a, p); fmpz_set_mpz(b, q);
    arb_fmpz_div_fmpz(x, a, b, prec);
    fmpz_clear(a); fmpz_clear(b);
}

/* x = y^n for a whole n of any sign (Arb's exact-integer power: a negative y is fine). */
static inline void cab_pow_z(arb_ptr x, arb_srcptr y, mpz_srcptr n, slong prec) {
    fmpz_t e;
    fmpz_init(e);
    fmpz_set_mpz(e, n);
    arb_pow_fmpz(x, y, e, prec);
    fmpz_clear(e);
}

/* x = y^n for a whole n of many bits, as ±e^(n ln |y|) with the logarithm to `working` bits (y near 1
   needs n's bits more than prec), where arb_pow_fmpz would square n's bits times. A y that may be 0
   gives 0 ± |y|^n for n > 0, and no bound for n < 0. */
static inline void cab_pow_z_large(arb_ptr x, arb_srcptr y, mpz_srcptr n, slong prec, slong working) {
    fmpz_t e;
    fmpz_init(e);
    fmpz_set_mpz(e, n);
    arb_t t;
    arb_init(t);
    if (!arb_is_finite(y) || (arb_contains_zero(y) && fmpz_sgn(e) < 0)) {
        arb_indeterminate(x);
    } else if (arb_contains_zero(y)) {
        mag_t m; mag_init(m); arb_get_mag(m, y);
        arf_set_mag(arb_midref(t), m); mag_zero(arb_radref(t));
        arb_log(t, t, working); arb_mul_fmpz(t, t, e, working); arb_exp(t, t, prec);
        mag_t bound; mag_init(bound); arb_get_mag(bound, t);
        arb_zero(x); arb_add_error_mag(x, bound);
        mag_clear(bound); mag_clear(m);
    } else {
        arb_abs(t, y);
        arb_log(t, t, working);
        arb_mul_fmpz(t, t, e, working);
        arb_exp(x, t, prec);
        if (arb_is_negative(y) && fmpz_is_odd(e)) arb_neg(x, x);
    }
    arb_clear(t);
    fmpz_clear(e);
}

/* The bits of x's midpoint that its radius leaves certain (Arb's relative accuracy). */
static inline slong cab_rel_accuracy_bits(arb_srcptr x) { return arb_rel_accuracy_bits(x); }

/* x holds every real: what an evaluation the meter cannot afford gives. */
static inline void cab_indeterminate(arb_ptr x) { arb_indeterminate(x); }

/* Whether x is finite and excludes zero. */
static inline int cab_is_nonzero(arb_srcptr x) { return arb_is_finite(x) && !arb_contains_zero(x); }
static inline int cab_is_positive(arb_srcptr x) { return arb_is_positive(x); }
static inline int cab_is_negative(arb_srcptr x) { return arb_is_negative(x); }
static inline int cab_is_finite(arb_srcptr x) { return arb_is_finite(x); }
static inline int cab_is_zero(arb_srcptr x) { return arb_is_zero(x); }
/* Whether |x| < 2^e for all of x, and whether |x| > 2^e for all of x. */
static inline int cab_below_2exp(arb_srcptr x, slong e) {
    mag_t m; mag_init(m); arb_get_mag(m, x);
    int below = mag_cmp_2exp_si(m, e) < 0;
    mag_clear(m); return below;
}
static inline int cab_above_2exp(arb_srcptr x, slong e) {
    mag_t m; mag_init(m); arb_get_mag_lower(m, x);
    int above = mag_cmp_2exp_si(m, e) > 0;
    mag_clear(m); return above;
}

/* The real cube root, of a ball that may hold negative values or zero too. */
static inline void cab_cbrt(arb_ptr r, arb_srcptr x, slong prec) {
    if (arb_is_negative(x)) {
        arb_neg(r, x); arb_root_ui(r, r, 3, prec); arb_neg(r, r);
    } else if (arb_contains_zero(x) && arb_is_finite(x)) {
        /* |∛y| ≤ ∛|x| for every y in x: the ball 0 ± ∛(upper bound of |x|). */
        mag_t m; mag_init(m); arb_get_mag(m, x);
        arb_t bound; arb_init(bound); arf_set_mag(arb_midref(bound), m); mag_zero(arb_radref(bound));
        arb_root_ui(bound, bound, 3, prec);
        arb_zero(r); arb_add_error(r, bound);
        arb_clear(bound); mag_clear(m);
    } else {
        arb_root_ui(r, x, 3, prec);
    }
}

/* An exponent e with |midpoint| < 2^e, at least 0: bits a radian argument spends on its integer part. */
static inline slong cab_magnitude_bits(arb_srcptr x) {
    if (!arb_is_finite(x)) return 0;
    slong e = arf_abs_bound_lt_2exp_si(arb_midref(x));
    return e > 0 ? e : 0;
}

/* The first n significant decimal digits of x's lower (which = 0) or upper (which = 1) bound,
   truncated toward zero, as mpfr_get_str writes them ("-123", with *exponent 2 meaning -0.123e2);
   NULL when the bound is not finite or too large or small for MPFR. Free with mpfr_free_str. */
static inline char *cab_bound_digits(arb_srcptr x, int which, size_t n, long *exponent) {
    if (!arb_is_finite(x)) return NULL;
    arf_t bound;
    arf_init(bound);
    slong prec = arf_bits(arb_midref(x)) + 64;
    if (which) arb_get_ubound_arf(bound, x, prec); else arb_get_lbound_arf(bound, x, prec);
    char *digits = NULL;
    if (arf_is_zero(bound)) {
        digits = NULL;
    } else if (arf_cmpabs_2exp_si(bound, 60000) < 0 && arf_cmpabs_2exp_si(bound, -60000) > 0) {
        mpfr_t value;
        mpfr_init2(value, arf_bits(bound) + 2);
        arf_get_mpfr(value, bound, MPFR_RNDN);   /* exact: the precision holds every bit */
        mpfr_exp_t e = 0;
        digits = mpfr_get_str(NULL, &e, 10, n, value, MPFR_RNDZ);
        *exponent = (long)e;
        mpfr_clear(value);
    }
    arf_clear(bound);
    return digits;
}
#endif
