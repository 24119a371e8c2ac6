"""A reference model of the calculator's keys, written from README.md ("## Behaviour" and "## Batch mode")
only, never from the Swift sources.

Numbers are Python Decimals of at most 40 significant digits: + - * / are exact and rounded once, half to
even, and every value passes the range rule (a non-zero magnitude of 10^10000 or more, or below 10^-9999,
is Error). `run(keys, digits)` returns the line batch mode prints: the entry exactly as typed while one
is being typed, `Error`, or the value rounded half away from zero to `digits` significant digits.

Function keys (sqrt, sin, pow, pi, ...) are handled only when a `functions` object is given (see
function_model.py): unary(name, x, radians), binary(name, a, b) and constant(name) return the value
correctly rounded to 40 digits, or raise CalcError where it is undefined.

Readings where the README is silent (some marked READING in the code):
  1. (Now a README rule, reconciled with the implementation: at first this model read the 0 at the
     start as a value that `neg` negates.) Before anything was entered, at the start or after AC and
     whatever `=` were pressed, `neg` starts the entry -0, as on the iPhone: `neg 5` shows -5.
  2. `%` right after an operator (no operand yet) takes the value shown, the first operand, as b:
     `50 + %` is 50 x 50 / 100 = 25, `50 * %` is 0.5. After a computed operand b is that operand:
     `50 + 10 % %` is 50 x 5 / 100 = 2.5. "Any other operator" includes pow, root and ee.
  3. A function key right after an operator applies to the value shown (the first operand) and makes
     the result the operand: `2 + sqrt =` is 2 + 1.414...; a digit after a computed operand replaces it:
     `200 + 10 % 5 =` is 205.
  4. `C` never touches the operation `=` repeats: `2 + 3 = C =` is 0 + 3 = 3 (Windows does this).
  5. Backspace that leaves 0 leaves the entry 0 (as C does): `5 + 1 back =` is 5 + 0 = 5, not 10.
     It deletes one character: `-0.` becomes `-0` (shown as typed), `-5` and `-0` become `0`.
  6. After Error, `C` and `AC` both reset everything (pending operation and the repeated one too), as
     does a digit or `.`; the angle unit survives.
  7. The range rule applies to the value rounded to 40 digits (a value that rounds up to 1e-9999 is
     not Error); a zero result is always +0.
  8. `=` with nothing pending and nothing to repeat just ends the entry (`1.500 =` shows 1.5, `-0 =`
     shows 0); an entry of -0 is the value 0.
  9. A unary function or constant after `=` replaces the value; `=` then repeats the last operation on
     it (README: "even ... a function's result").
 10. Each line of --keys-stdin is a fresh calculator (degrees, nothing pending, no memory).
 11. Error shows as soon as the failing operation is computed: `5 / 0 +` is Error at the `+`.
 12. Typing: the sign does not count; every digit from the first non-zero one on counts, trailing zeros
     of the fraction included (`1 . 5 0 0` at 3 digits is `1.50`); exactly N zeros may follow the point
     before the first non-zero digit (at N = 3, `. 0 0 0 0 1` is `0.0001`).
 13. pow, root and ee are binary operators like + - * / in every respect (left to right, replacement
     by a second operator, repeated =, `%` after them is b / 100).
"""

import re
from decimal import (Decimal, Context, ROUND_HALF_EVEN, ROUND_HALF_UP, MAX_EMAX, MIN_EMIN, InvalidOperation,
                     Inexact, DivisionByZero, setcontext)

PRECISION = 40
CONTEXT = Context(prec=PRECISION, rounding=ROUND_HALF_EVEN, Emax=MAX_EMAX, Emin=MIN_EMIN,
                  traps=[InvalidOperation])
HIGH, LOW = Decimal('1e10000'), Decimal('1e-9999')
# Every rounding here is explicit (CONTEXT or the display's context): the implicit context is exact and
# traps any rounding, so that a stray `-x` or `x * y` cannot silently round to Python's default 28 digits.
setcontext(Context(prec=200_000, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[InvalidOperation, Inexact, DivisionByZero]))

OPERATORS = {'+', '-', '*', '/'}
UNARY = {'sqrt', 'cbrt', 'sq', 'cube', 'inv', 'exp', 'pow10', 'ln', 'log', 'fact', 'sin', 'cos', 'tan',
         'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'}
BINARY_FUNCTIONS = {'pow', 'root', 'ee'}
CONSTANTS = {'pi', 'e'}
NOT_MODELLED = {'rand', 'mc', 'm+', 'm-', 'mr', '2nd'}
KEYS = OPERATORS | UNARY | BINARY_FUNCTIONS | CONSTANTS | NOT_MODELLED | {
    '=', '%', 'neg', 'C', 'AC', 'back', 'rad', 'deg'}
ALIASES = {'−': '-', '×': '*', '÷': '/', '±': 'neg'}
TYPED = re.compile(r'[0-9.]+')


class CalcError(Exception):
    """A result that is undefined or out of range: the display shows Error."""


class NotModelled(Exception):
    """A key batch mode knows but this model does not (memory, rand, 2nd, functions without hooks)."""


def make(x):
    """Round to 40 significant digits, half to even, and apply the range rule (READING 7)."""
    x = CONTEXT.plus(x)
    if x == 0:
        return Decimal(0)
    if x.copy_abs() >= HIGH or x.copy_abs() < LOW:
        raise CalcError
    return x


def arithmetic(op, a, b):
    """+ - * /: exact, then rounded once to 40 digits."""
    if op == '/' and b == 0:
        raise CalcError
    return make({'+': CONTEXT.add, '-': CONTEXT.subtract, '*': CONTEXT.multiply,
                 '/': CONTEXT.divide}[op](a, b))


def format_number(x, digits):
    """A value as batch mode prints it: rounded half away from zero to `digits` significant digits, plain
    when 1e-9 <= |x| < 10^digits after rounding, else e-notation; trailing zeros dropped; no grouping."""
    if x == 0:
        return '0'
    x = Context(prec=digits, rounding=ROUND_HALF_UP, Emax=MAX_EMAX, Emin=MIN_EMIN).plus(x)
    sign = '-' if x < 0 else ''
    coefficient = ''.join(map(str, x.as_tuple().digits)).rstrip('0')
    exponent = x.adjusted()
    if -9 <= exponent < digits:
        if exponent >= 0:
            whole, fraction = coefficient[:exponent + 1].ljust(exponent + 1, '0'), coefficient[exponent + 1:]
        else:
            whole, fraction = '0', '0' * (-exponent - 1) + coefficient
        return sign + whole + ('.' + fraction if fraction else '')
    mantissa = coefficient[0] + ('.' + coefficient[1:] if len(coefficient) > 1 else '')
    return f'{sign}{mantissa}e{exponent}'


class Calculator:
    """The state behind the display, driven one key at a time by `press`."""

    def __init__(self, digits, functions=None):
        self.digits, self.functions = digits, functions
        self.radians = False
        self.clear_all()

    def clear_all(self):
        self.value = Decimal(0)  # the number shown when nothing is being typed
        self.blank = True        # nothing entered or computed since the start or AC (README: ± starts -0)
        self.entry = None        # the entry exactly as typed ('1.500', '-0', '0.'), or None
        self.pending = None      # (operator, first operand) waiting for its second operand
        self.awaiting = False    # an operator was pressed and no operand has started after it
        self.repeat = None       # (operator, second operand) that '=' repeats when nothing is pending
        self.error = False

    def display(self):
        if self.error:
            return 'Error'
        return self.entry if self.entry is not None else format_number(self.value, self.digits)

    def press(self, key):
        key = ALIASES.get(key, key)
        if TYPED.fullmatch(key):
            if self.error:
                self.clear_all()
            for character in key:
                self.type(character)
        elif key in ('rad', 'deg'):
            self.radians = key == 'rad'
        elif key == 'AC' or (key == 'C' and self.error):
            self.clear_all()
        elif key not in KEYS or key in NOT_MODELLED:
            raise NotModelled(key)
        elif not self.error:
            try:
                self.operate(key)
            except CalcError:
                self.error = True

    # Typing

    def type(self, character):
        """One digit or point: leading zeros go, a second point is ignored, at most `digits` significant
        digits and at most `digits` zeros between the point and the first non-zero digit."""
        if self.entry is None:
            self.entry, self.awaiting = '0', False
        self.blank = False
        sign, body = ('-', self.entry[1:]) if self.entry.startswith('-') else ('', self.entry)
        if character == '.':
            if '.' not in body:
                body += '.'
        else:
            significant = body.replace('.', '').lstrip('0')
            if significant:
                if len(significant) < self.digits:
                    body += character
            elif '.' not in body:
                body = character
            elif character != '0' or len(body.split('.')[1]) < self.digits:
                body += character
        self.entry = sign + body

    def backspace(self):
        """Only on an entry; deleting the last digit or leaving only '-' leaves the entry 0 (READING 5)."""
        if self.entry is not None:
            rest = self.entry[:-1]
            self.entry = '0' if rest in ('', '-') else rest

    # Operations

    def operand(self):
        """The entry's value if one is being typed, else the value shown."""
        return make(Decimal(self.entry)) if self.entry is not None else self.value

    def set_value(self, x):
        """A computed value (result or computed operand) replaces the display; any entry ends."""
        self.value, self.entry, self.awaiting, self.blank = make(x), None, False, False

    def hooks(self):
        if self.functions is None:
            raise NotModelled('function keys need a functions object')
        return self.functions

    def apply(self, op, a, b):
        return arithmetic(op, a, b) if op in OPERATORS else make(self.hooks().binary(op, a, b))

    def operate(self, key):
        if key in OPERATORS or key in BINARY_FUNCTIONS:
            self.binary(key)
        elif key == '=':
            self.equals()
        elif key == '%':
            self.percent()
        elif key == 'neg':
            self.negate()
        elif key == 'C':
            self.entry, self.awaiting = '0', False  # keeps pending and repeat (READING 4)
        elif key == 'back':
            self.backspace()
        elif key in UNARY:
            self.set_value(self.hooks().unary(key, self.operand(), self.radians))  # READINGS 3, 9
        elif key in CONSTANTS:
            self.set_value(self.hooks().constant(key))

    def binary(self, op):
        """Left to right: computes what is pending and shows it; a second operator in a row replaces the
        first; as the first key it works on the 0 shown."""
        if self.awaiting:
            self.pending = (op, self.pending[1])
            return
        x = self.operand()
        if self.pending:
            x = self.apply(self.pending[0], self.pending[1], x)
        self.set_value(x)
        self.pending, self.awaiting = (op, self.value), True

    def equals(self):
        """Completes the pending operation (`7 + =` uses 7 as both operands) and remembers it; with nothing
        pending repeats the last one on the current value (a result, a new entry or a function's result)."""
        if self.pending:
            op, a = self.pending
            b = a if self.awaiting else self.operand()
            self.pending, self.repeat = None, (op, b)
            self.set_value(self.apply(op, a, b))
        elif self.repeat:
            op, b = self.repeat
            self.set_value(self.apply(op, self.operand(), b))
        elif not (self.blank and self.entry is None):  # `=` enters nothing: the start stays blank
            self.set_value(self.operand())

    def percent(self):
        """Alone: x / 100. After + or -: a x b / 100 of the first operand a. After any other operator:
        b / 100. b is the entry or computed operand, or the value shown if none yet (READING 2)."""
        if self.pending:
            op, a = self.pending
            b = a if self.awaiting else self.operand()
            share = CONTEXT.multiply(a, b) if op in ('+', '-') else b
            self.set_value(CONTEXT.divide(share, 100))  # the multiplication is the one rounding
        else:
            self.set_value(CONTEXT.divide(self.operand(), 100))

    def negate(self):
        """On an entry toggles its sign; before anything was entered, or while an operator waits with no
        operand, starts the entry -0; otherwise (a computed operand, a result) negates the value."""
        if self.entry is not None:
            self.entry = self.entry[1:] if self.entry.startswith('-') else '-' + self.entry
        elif self.awaiting or self.blank:
            self.entry, self.awaiting = '-0', False
        else:
            self.value = make(self.value.copy_negate())


def unknown_key(tokens):
    """The first token batch mode would refuse, or None."""
    return next((t for t in tokens if not TYPED.fullmatch(t) and ALIASES.get(t, t) not in KEYS), None)


def run(keys, digits, functions=None):
    """The line batch mode prints for one space-separated key sequence (or list of tokens)."""
    tokens = keys.split() if isinstance(keys, str) else list(keys)
    bad = unknown_key(tokens)
    if bad is not None:
        return f"unknown key '{bad}'"
    calculator = Calculator(digits, functions)
    for token in tokens:
        calculator.press(token)
    return calculator.display()
