/* The cost of Arb's operations at each precision, against the work units that the model in
   Sources/CalculatorModel/EvaluationMeter.swift charges for them (a unit is meant as about a
   microsecond of CPU, rounded up). Run by `Scripts/bench --costs`; prints one line per operation and
   precision: precision, operation, measured µs (thread CPU time, best of 3 batches), model units. */
#include <arb.h>
#include <math.h>
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* The model: weight at 1,024 bits times (precision / 1024)^growth, precisions below 1,024 as 1,024. */
static double model(double weight, double growth, slong prec) {
    double scale = (prec < 1024 ? 1024 : prec) / 1024.0;
    return ceil(weight * pow(scale, growth));
}

int main(void) {
    static const slong precs[] = {64, 1024, 4096, 16384, 40000};
    for (size_t i = 0; i < sizeof precs / sizeof *precs; i++) {
        slong p = precs[i];
        arb_t x, y, z;
        arb_init(x); arb_init(y); arb_init(z);
        arb_set_ui(x, 7); arb_div_ui(x, x, 3, p + 10);
        arb_set_ui(y, 11); arb_div_ui(y, y, 7, p + 10);
        arb_exp(z, x, p); arb_gamma(z, x, p);   /* constants and Bernoulli numbers cached, as in a session */
#define MEASURE(name, weight, growth, expr) do { \
            double best = 1e9; \
            for (int batch = 0; batch < 3; batch++) { \
                int n = 0; double t0 = now(), t; \
                do { expr; n++; } while ((t = now()) - t0 < 0.02 && n < 100000); \
                if ((t - t0) / n < best) best = (t - t0) / n; \
            } \
            printf("%6ld %-6s %10.1f %10.0f\n", (long)p, name, best * 1e6, model(weight, growth, p)); \
        } while (0)
        MEASURE("mul", 2, 1.2, arb_mul(z, x, y, p));
        MEASURE("div", 2, 1.2, arb_div(z, x, y, p));
        MEASURE("sqrt", 5, 1.2, arb_sqrt(z, x, p));
        MEASURE("cbrt", 5, 1.2, arb_root_ui(z, x, 3, p));
        MEASURE("exp", 12, 1.7, arb_exp(z, x, p));
        MEASURE("log", 12, 1.7, arb_log(z, x, p));
        MEASURE("sin", 12, 1.7, arb_sin(z, x, p));
        MEASURE("atan", 12, 1.7, arb_atan(z, x, p));
        MEASURE("pow", 24, 1.7, arb_pow(z, x, y, p));   /* charged as two functions: e^(y ln x) */
        if (p <= 16384) MEASURE("gamma", 60, 2.6, arb_gamma(z, x, p));
        arb_clear(x); arb_clear(y); arb_clear(z);
    }
    return 0;
}
