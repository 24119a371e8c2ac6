#ifndef CGMP_SHIM_H
#define CGMP_SHIM_H
/* GMP (exact integers), the integers of the model's rationals and decimals.
   GMP names its functions through macros (mpz_add is __gmpz_add) and a few are macros only
   (mpz_sgn), which Swift cannot see: these fixed-arity wrappers give them names. */
#include <gmp.h>

static inline void cmp_z_init(mpz_ptr z) { mpz_init(z); }
static inline void cmp_z_clear(mpz_ptr z) { mpz_clear(z); }
static inline void cmp_z_set(mpz_ptr r, mpz_srcptr a) { mpz_set(r, a); }
static inline void cmp_z_set_si(mpz_ptr r, long a) { mpz_set_si(r, a); }
static inline int cmp_z_set_str(mpz_ptr r, const char *s) { return mpz_set_str(r, s, 10); }
/* The decimal digits of z (with a leading '-' when negative) into buf, which holds
   cmp_z_sizeinbase10(z) + 2 bytes. */
static inline void cmp_z_get_str(char *buf, mpz_srcptr z) { mpz_get_str(buf, 10, z); }
static inline size_t cmp_z_sizeinbase10(mpz_srcptr z) { return mpz_sizeinbase(z, 10); }
static inline int cmp_z_sgn(mpz_srcptr z) { return mpz_sgn(z); }
static inline int cmp_z_cmp(mpz_srcptr a, mpz_srcptr b) { return mpz_cmp(a, b); }
static inline int cmp_z_cmpabs(mpz_srcptr a, mpz_srcptr b) { return mpz_cmpabs(a, b); }
static inline int cmp_z_odd_p(mpz_srcptr z) { return mpz_odd_p(z); }
static inline int cmp_z_fits_slong_p(mpz_srcptr z) { return mpz_fits_slong_p(z); }
static inline long cmp_z_get_si(mpz_srcptr z) { return mpz_get_si(z); }
static inline void cmp_z_add(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_add(r, a, b); }
static inline void cmp_z_sub(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_sub(r, a, b); }
static inline void cmp_z_mul(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_mul(r, a, b); }
static inline void cmp_z_neg(mpz_ptr r, mpz_srcptr a) { mpz_neg(r, a); }
static inline void cmp_z_abs(mpz_ptr r, mpz_srcptr a) { mpz_abs(r, a); }
static inline void cmp_z_add_si(mpz_ptr r, mpz_srcptr a, long b) {
    if (b >= 0) mpz_add_ui(r, a, (unsigned long)b); else mpz_sub_ui(r, a, -(unsigned long)b);
}
static inline void cmp_z_pow_ui(mpz_ptr r, mpz_srcptr a, unsigned long n) { mpz_pow_ui(r, a, n); }
static inline void cmp_z_ui_pow_ui(mpz_ptr r, unsigned long a, unsigned long n) { mpz_ui_pow_ui(r, a, n); }
static inline void cmp_z_fac_ui(mpz_ptr r, unsigned long n) { mpz_fac_ui(r, n); }
/* Truncating division: q = a / b rounded toward zero, r = a − q·b. */
static inline void cmp_z_tdiv_qr(mpz_ptr q, mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_tdiv_qr(q, r, a, b); }
/* Removes every factor 10 from a into r; returns how many there were. */
static inline unsigned long cmp_z_remove_tens(mpz_ptr r, mpz_srcptr a) {
    mpz_t ten; mpz_init_set_ui(ten, 10);
    unsigned long count = mpz_remove(r, a, ten);
    mpz_clear(ten);
    return count;
}
/* A random integer of 0 ≤ r < 10^digits from the words of a caller's generator. */
static inline void cmp_z_set_words(mpz_ptr r, const unsigned long long *words, size_t count) {
    mpz_import(r, count, -1, sizeof(unsigned long long), 0, 0, words);
}

/* Exact division (b divides a), gcd, roots and sizes: what rationals and their simplification need. */
static inline void cmp_z_divexact(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_divexact(r, a, b); }
static inline void cmp_z_gcd(mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_gcd(r, a, b); }
/* Sets r to the truncated nth root of a (a ≥ 0 or n odd); non-zero when it is exact. */
static inline int cmp_z_root(mpz_ptr r, mpz_srcptr a, unsigned long n) { return mpz_root(r, a, n); }
static inline size_t cmp_z_sizeinbase2(mpz_srcptr z) { return mpz_sizeinbase(z, 2); }
/* Non-zero when a is b^k for some whole b and k > 1 (0 and 1 are). */
static inline int cmp_z_perfect_power_p(mpz_srcptr a) { return mpz_perfect_power_p(a); }
/* Divides out p^k from a as often as it divides; returns how many times. */
static inline unsigned long cmp_z_remove_power(mpz_ptr a, unsigned long p, unsigned long k) {
    unsigned long count = 0;
    mpz_t power;
    mpz_init(power);
    mpz_ui_pow_ui(power, p, k);
    while (mpz_divisible_p(a, power)) { mpz_divexact(a, a, power); count++; }
    mpz_clear(power);
    return count;
}
static inline int cmp_z_divisible_ui(mpz_srcptr a, unsigned long d) { return mpz_divisible_ui_p(a, d); }
static inline unsigned long cmp_z_fdiv_ui(mpz_srcptr a, unsigned long d) { return mpz_fdiv_ui(a, d); }
/* Floor division: q = ⌊a / b⌋, r = a − q·b (b > 0 gives 0 ≤ r < b). */
static inline void cmp_z_fdiv_qr(mpz_ptr q, mpz_ptr r, mpz_srcptr a, mpz_srcptr b) { mpz_fdiv_qr(q, r, a, b); }
#endif
