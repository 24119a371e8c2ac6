// gettext, which glibc has (libintl.h; no library to link): the controller's and presentation's
// words in the user's language (CalculatorController's Localization). Swift's Glibc module leaves it out.
#include <libintl.h>
#include <locale.h>
