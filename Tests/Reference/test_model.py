"""Checks the reference model (calculator_model.py with function_model.py) against every example of
README.md's "### Numbers", "### Keys" and "## Batch mode", and the display formats the brief names.

    python3 Tests/Reference/test_model.py

Keys are written as in the README; the table's symbols are mapped to batch key names (SYMBOLS).
"""

import sys
from decimal import Decimal

from calculator_model import Calculator, NotModelled, format_number, run
from function_model import Functions

SYMBOLS = {'√': 'sqrt', 'x²': 'sq', '⌫': 'back', 'tan⁻¹': 'atan', 'x!': 'fact'}

# (keys, digits, expected display): README "### Keys" table, row by row.
KEYS_TABLE = [
    ('1 + 2 × 3 =', 32, '9'), ('1 + 2 +', 32, '3'),
    ('5 + × 3 =', 32, '15'),
    ('- 4 =', 32, '-4'),
    ('5 + 3 = =', 32, '11'), ('2 + 3 = 4 =', 32, '7'), ('7 + =', 32, '14'),
    ('3 − 6 = × 3 =', 32, '-9'), ('5 + 6 = 7 3', 32, '73'),
    ('9 √', 32, '3'), ('2 + 3 = x²', 32, '25'), ('2 + 9 √ =', 32, '5'),
    ('50 %', 32, '0.5'), ('50 + 10 % =', 32, '55'), ('50 − 10 % =', 32, '45'), ('50 × 10 % =', 32, '5'),
    ('50 ÷ 10 % =', 32, '500'),
    ('1 2 ± 3', 32, '-123'),
    ('5 × ± 2 =', 32, '-10'),
    ('200 + 10 % ± =', 32, '180'), ('1 + 2 √ ± =', 32, '-0.4142135623730950488016887242097'),
    ('2 + 3 = ±', 32, '-5'),
    ('9 × 6 − C 8 =', 32, '46'), ('9 × 6 − C =', 32, '54'),
    ('1 2 3 ⌫', 32, '12'),
    ('. 1', 32, '0.1'), ('0 0 5', 32, '5'), ('1 . 5 0 0', 32, '1.500'),
    ('1 ÷ 3 × 3 =', 32, '1'), ('2 √ x² =', 32, '2'), ('10 ÷ 3 × 3 =', 32, '10'),
    ('5 ÷ 0 =', 32, 'Error'),
    ('30 sin', 32, '0.5'), ('45 tan', 32, '1'), ('90 cos', 32, '0'),
    ('rad 100000000000000 sin', 32, '-0.20940830749645230269474599582368'),
    ('5 m+ AC mr', 32, '5'),  # memory is not modelled: reported as skipped
]

# README "### Numbers" (keys written out where the text gives only the mathematics).
NUMBERS = [
    ('86251.76 − 86250.82 =', 32, '0.94'),
    ('0.1 + 0.2 − 0.3 =', 32, '0'),
    ('1 / 3 = - =', 32, '0'),                       # x - x is exactly 0
    ('30 sin', 32, '0.5'), ('1 tan⁻¹', 32, '45'),
    ('4 neg √', 32, 'Error'), ('0 ln', 32, 'Error'), ('90 tan', 32, 'Error'), ('1 neg x!', 32, 'Error'),
    ('8 root 0 =', 32, 'Error'),                    # the 0th root
    ('2 pow 64 =', 16, '1.844674407370955e19'), ('2 pow 64 =', 32, '18446744073709551616'),
    ('1 ee 16 =', 16, '1e16'), ('1 ee 10 neg =', 32, '1e-10'),
    ('. 0 0 0 1 2 3 4', 3, '0.000123'),             # ". 0 0 0 1 2 3 is three digits"
    ('. 0 0 0 0 1', 3, '0.0001'),                   # at most 3 zeros after the point before it
    ('1 ee 9999 = × 10 =', 32, 'Error'), ('1 ee 9999 neg = ÷ 10 =', 32, 'Error'),
    ('9.999 ee 9999 =', 32, '9.999e9999'), ('1 ee 9999 neg =', 32, '1e-9999'),
]

# README "## Batch mode" examples.
BATCH = [
    ('0.1 + 0.2 =', 32, '0.3'), ('86251.76 - 86250.82 =', 32, '0.94'), ('2 pow 64 =', 32, '18446744073709551616'),
    ('1 / 7 =', 16, '0.1428571428571429'), ('9 * 6 - C 8 =', 32, '46'), ('- 4 =', 32, '-4'),
    ('2 + foo', 32, "unknown key 'foo'"), ('30 sin', 32, '0.5'), ('7 + 9 = sqrt', 32, '4'),
]

# The display forms the brief names: results, and entries shown exactly as typed.
FORMS = [
    ('1.5 neg ee 12 neg =', 32, '-1.5e-12'), ('2.5 neg ee 12 neg =', 16, '-2.5e-12'),
    ('1.500', 32, '1.500'), ('5 * neg', 32, '-0'), ('.', 32, '0.'), ('12 neg', 32, '-12'),
]

FORMAT = [  # format_number(value, digits)
    ('18446744073709551616', 16, '1.844674407370955e19'), ('1e16', 16, '1e16'), ('1e-10', 32, '1e-10'),
    ('-2.5e-12', 32, '-2.5e-12'), ('1e-9', 32, '0.000000001'), ('9.9999999999999999e15', 16, '1e16'),
    ('9.99999999999999949e15', 16, '9999999999999999'), ('0.99999999999999995e-9', 16, '0.000000001'),
    ('-0.94', 32, '-0.94'), ('1234.5000', 32, '1234.5'), ('0.125', 2, '0.13'), ('-0.125', 2, '-0.13'),
    ('10', 1, '1e1'), ('5', 1, '5'), ('0', 32, '0'), ('-0', 32, '0'), ('123456789', 4, '1.235e8'),
]


def main():
    passed = failed = 0
    skipped = []
    functions = Functions()

    def check(label, got, expected):
        nonlocal passed, failed
        if got == expected:
            passed += 1
        else:
            failed += 1
            print(f'FAIL {label}: got {got!r}, expected {expected!r}')

    for keys, digits, expected in KEYS_TABLE + NUMBERS + BATCH + FORMS:
        tokens = [SYMBOLS.get(t, t) for t in keys.split()]
        try:
            check(f'{keys} (digits {digits})', run(tokens, digits, functions), expected)
        except NotModelled as e:
            skipped.append(f'{keys} (not modelled: {e})')
    for value, digits, expected in FORMAT:
        check(f'format {value} to {digits}', format_number(Decimal(value), digits), expected)

    calculator = Calculator(32)  # "1 ÷ 3 × 3 is 0.999…9 (40 nines), shown as 1"
    for key in '1 / 3 * 3 ='.split():
        calculator.press(key)
    check('1 ÷ 3 × 3 = keeps 40 nines', calculator.value, Decimal('0.' + '9' * 40))

    for line in skipped:
        print('skipped', line)
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
