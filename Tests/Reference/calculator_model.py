"""A reference model of the calculator's keys, written from README.md ("## Behaviour" and "## Batch mode")
only, never from the Swift sources. Those sections, with every table and rule in full, have since moved to
docs/USAGE.md ("Keys" to "Numbers", "Batch mode"); "README" below means both.

Numbers are exact Python Fractions (README "### Numbers": results are exact wherever mathematics is): + -
* / and % are exact, and every value passes the range rule (a non-zero magnitude of 10^10000 or more, or below 10^-9999,
is Error). `run(keys, digits, functions=None, evaluation='precedence')` returns the line batch mode prints:
the entry exactly as typed while one is being typed, `Error`, or the value rounded half away from zero to
`digits` significant digits.

Two evaluation rules (README "### Precedence and parentheses"): 'precedence' (the default: pow, root and
ee above * and /, above + and -; left to right within a level, pow/root/ee chaining from the right) and
'immediate' (each operator computes what waits, left to right). Under both, `(` and `)` group (under
immediate each group runs left to right on its own), and `undo` / `redo` take back and forward any key
that changed the state. Memory keys (mc m+ m- mr) and 2nd are modelled; rand is not.

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
 13. pow, root and ee are binary operators like + - * / in every respect (replacement by a second
     operator, repeated =, `%` after them is b / 100); under immediate they run left to right with the
     rest, under precedence they are one level and chain from the right among themselves
     (`2 ^ 3 ee 1 =` is 2^30).

 Readings for the precedence rule, parentheses, undo and memory (README "### Precedence and parentheses"):
 14. `(` leaves the bare entry 0, as C does, so whatever follows works on that 0: an operator ("works
     on 0"), `)` or `=` ("( ) is 0"), `%`, a function, `±` (the entry -0: `( ± 4 ) =` is -4), m+.
     `2 + (` shows 0, and a `0` typed right after `(` changes nothing (it is no undo step).
 15. The multiplication of "`(` right after a number ... multiplies it by the group" and of "a digit ...
     right after `)` starts a number that the group multiplies" is a × that waits with the number (the
     group) as its first operand, after computing what it completes, as the × key would: at ×'s level
     under precedence (`1 + 2 ( 3 ) =` is 7, `2 ^ 2 ( 3 ) =` is 12); under immediate after computing
     what waits (`1 + 2 ( 3 ) =` is 9). The key still does what the README says, opens the group or
     starts the number, even if that computation fails: the failure shows as Error when the × itself is
     computed (`8 ÷ ( 0 ) 5` shows 5, then `=` or `+` shows Error; under precedence `8 ÷ ( 0 ) 5 xʸ` still
     shows 5, under immediate Error). The implied × and the key are one undo step.
 16. "A bare `0`" is an entry of exactly `0` (typed, left by C or by backspace); any other entry is a
     number that `(` multiplies, also `0.`, `0.0` and `-0` (`± ( 2 + 3 ) =` is -0 x 5 = 0). A computed
     0 or a closed group of 0 multiplies too (`( ) ( 3 ) =` is 0). At the start, after an operator and
     after `(`, `(` only opens.
 17. "`=` again repeats the calculation's last step, its outermost operation": `=` remembers the last
     operation computed in the current calculation (operations are computed innermost first, so this is
     the outermost one). A calculation begins at the start, after AC and after `=`, and when a new entry
     (a digit, C, `±` starting -0), a constant or mr replaces the operand with no operator waiting and no
     group open, or `(` follows a finished result. If the calculation computed no operation (`5 =`,
     `2 + 3 = 4 =`, `2 + 3 = ( 5 ) =` is 8), `=` repeats the remembered one on the current value, as the
     Keys table says for an entry; otherwise `=` ends it and remembers its last operation:
     `( 2 + 3 ) =` shows 5 and `( 2 + 3 ) √ =` shows √5 (not √5 + 3), and a further `=` adds 3.
 18. "A function with nothing pending" (a finished result) means no operator waits anywhere and no group
     is open; inside an open group a function's value is "within a calculation", so `(` after it
     multiplies (`( 9 √ ( 2 ) ) =` is 6). `%` is such a function (alone: a finished result).
 19. `%`: "that + or -" is the operator waiting in the innermost open group; with none waiting in that
     group (right after `(`, or on a group's first operand) `%` is alone and divides by 100:
     `50 + ( 10 % ) =` is 50.1, under both rules.
 20. `±` on a value that is not an entry (a result, a computed operand, a constant, a closed group) is a
     unary operation like a function's (the expression line wraps it, `±(7 + 9) =`): with nothing pending
     its value is a finished result, so `( 2 + 3 ) ± ( 4 ) =` is 4 (a new calculation) and
     `( 2 ) ± 3 =` is 3; within a calculation it is a computed operand (a digit replaces it, `(`
     multiplies it). "A digit right after `)`": backspace (which changes nothing there) keeps it right
     after. A constant or mr after `)` replaces the group's value as it replaces an entry (`( 2 ) pi =`
     is π); `(` right after a constant or mr multiplies even with nothing pending (`pi ( 2 ) =` is 2π):
     "a constant" and "recalled" are listed as numbers, not as finished results.
 21. "A key that changed something": one that changes the model's state (the display, the entry as typed,
     the waiting operators and their operands, the open groups, the operation `=` repeats, memory, angle
     unit, 2nd, Error) or computes: an operation (at an operator, `)`, `=`, also a repeated `=` whose
     value stays the same), a function, `%`, `±` of a value. Each computation rewrites the expression line
     ("`7 + 9 + 6 + 3 =` when calculations continue", "unary operations wrap what they apply to"), which
     undo restores, so `0 × 0 = =` is two steps. No step: `rad` in radians, a digit past the limit, a
     second `.`, backspace on a result or while an operator waits, `=` on a result with nothing to repeat,
     a second operator equal to the first, `0` right after `(`, `)` or `AC` or `=` at the start. A step:
     `C` at the start or with nothing pending (from no entry to the entry 0, which `=` then ends, so that
     `±` gives 0 where `= ±` at the start gives -0), and AC right after such a C.
 22. undo and redo work in Error (the Error rule's "other keys do nothing" predates them; undo takes back
     "every kind of key"): `5 ÷ 0 = undo` shows 0, the entry before `=`.
 23. Each character of a typed token is a key of its own and a step (`12 undo` shows 1), as batch mode
     types "a token of digits and . character by character".
 24. `=` and `)` right after an operator inside a group use that operator's first operand: `( 2 + =` is
     4; right after `(` they use its 0. `=` closes the innermost group first.
 25. Memory: m+ and m- add the operand (the entry's value, else the value shown) to memory, subtract it,
     rounded to 40 digits; with no memory set they start from 0 and set it (so `0 m+` is a step). They
     end an entry, as an operation that uses it (`5 m+ 3` shows 3; `1.500 m+` shows 1.5). mr recalls the
     memory, 0 if none is set (`5 m+ undo mr` is 0 in the README), as a number `(` multiplies; mc unsets
     it. Memory keys do nothing in Error.
 26. 2nd toggles a latch with no effect on values in batch mode (keys are named); AC clears it ("AC
     clears everything but memory and angle unit"), and so do C and a digit after Error.
"""

import re
from fractions import Fraction
from math import floor
from decimal import (Decimal, Context, ROUND_HALF_EVEN, ROUND_HALF_UP, MAX_EMAX, MIN_EMIN, InvalidOperation,
                     Inexact, DivisionByZero, setcontext)

PRECISION = 40
CONTEXT = Context(prec=PRECISION, rounding=ROUND_HALF_EVEN, Emax=MAX_EMAX, Emin=MIN_EMIN,
                  traps=[InvalidOperation])
HIGH, LOW = Fraction(10) ** 10000, Fraction(1, 10 ** 9999)
# Every rounding here is explicit (CONTEXT or the display's context): the implicit context is exact and
# traps any rounding, so that a stray `-x` or `x * y` cannot silently round to Python's default 28 digits.
setcontext(Context(prec=200_000, Emax=MAX_EMAX, Emin=MIN_EMIN, traps=[InvalidOperation, Inexact, DivisionByZero]))

OPERATORS = {'+', '-', '*', '/'}
UNARY = {'sqrt', 'cbrt', 'sq', 'cube', 'inv', 'exp', 'pow10', 'ln', 'log', 'fact', 'sin', 'cos', 'tan',
         'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh', 'atanh'}
BINARY_FUNCTIONS = {'pow', 'root', 'ee'}
CONSTANTS = {'pi', 'e'}
MEMORY = {'mc', 'm+', 'm-', 'mr'}
NOT_MODELLED = {'rand'}
KEYS = OPERATORS | UNARY | BINARY_FUNCTIONS | CONSTANTS | MEMORY | NOT_MODELLED | {
    '=', '%', 'neg', 'C', 'AC', 'back', 'rad', 'deg', '2nd', '(', ')', 'undo', 'redo'}
ALIASES = {'−': '-', '×': '*', '÷': '/', '±': 'neg', 'm−': 'm-'}
EVALUATIONS = ('precedence', 'immediate')
LEVEL = {'+': 1, '-': 1, '*': 2, '/': 2, 'pow': 3, 'root': 3, 'ee': 3}  # under precedence
RIGHT_ASSOCIATIVE = BINARY_FUNCTIONS  # pow, root and ee chain from the right
UNDO_STEPS = 1000
# README "### Precedence and parentheses": "At most 100 groups may be open and 250 operators wait at once:
# a key past either is refused, changing nothing".
MAX_OPEN_GROUPS, MAX_WAITING_OPERATORS = 100, 250
FAILED = object()  # the first operand of an implied × whose computation failed (READING 15)
TYPED = re.compile(r'[0-9.]+')


class CalcError(Exception):
    """A result that is undefined or out of range: the display shows Error."""


class NotModelled(Exception):
    """A key batch mode knows but this model does not (memory, rand, 2nd, functions without hooks)."""


def make(x):
    """The exact value (a Decimal from a function hook or an entry becomes a Fraction), range-checked
    (READING 7)."""
    x = Fraction(x)
    if x == 0:
        return Fraction(0)
    if abs(x) >= HIGH or abs(x) < LOW:
        raise CalcError
    return x


def to_decimal(x):
    """A value as the function hooks take it: rounded to 40 digits, half to even."""
    x = Fraction(x)
    return CONTEXT.divide(Decimal(x.numerator), Decimal(x.denominator))


def arithmetic(op, a, b):
    """+ - * /: exact."""
    if op == '/' and b == 0:
        raise CalcError
    return make({'+': a + b, '-': a - b, '*': a * b}[op] if op != '/' else Fraction(a) / Fraction(b))


def rounded(x, digits):
    """A non-zero Fraction rounded once, half away from zero, to `digits` significant digits, as a Decimal."""
    sign, x = (-1 if x < 0 else 1), abs(x)
    # Decimal digits from the bit lengths (log10 2 < 0.30103), corrected below: no string of a huge integer.
    exponent = int((x.numerator.bit_length() - x.denominator.bit_length()) * 0.30103)
    while Fraction(10) ** (exponent + 1) <= x:
        exponent += 1
    while Fraction(10) ** exponent > x:
        exponent -= 1
    scaled = x / Fraction(10) ** (exponent - digits + 1)
    whole = floor(scaled)
    if scaled - whole >= Fraction(1, 2):
        whole += 1
    return Decimal(sign * whole).scaleb(exponent - digits + 1)


def format_number(x, digits):
    """A value as batch mode prints it: rounded half away from zero to `digits` significant digits, plain
    when 1e-9 <= |x| < 10^digits after rounding, else e-notation; trailing zeros dropped; no grouping."""
    if x == 0:
        return '0'
    if isinstance(x, Fraction):
        x = rounded(x, digits)
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
    """The state behind the display, driven one key at a time by `press`.

    The calculation is a stack of frames, one for the outer level and one per open group; each frame is a
    list of (first operand, operator) pairs still waiting. Under `immediate` a frame holds at most one
    (each operator first computes what waits in its frame); under `precedence` the pairs rise in
    precedence (pow/root/ee chain from the right, so equal ones of that level may pile up).

    `state` says what the value shown is, which decides what `(`, a digit, `±` and `=` do next:
      'blank'     nothing entered since the start or AC (the 0 shown)
      'entry'     a number being typed (`entry` holds it exactly as typed); `(` and C leave a bare '0'
                  (READING 14)
      'awaiting'  an operator was just pressed and no operand has started after it
      'closed'    a group was just closed; its value is the operand (a digit multiplies it)
      'computed'  a function's value (also `%`, `±` of a value), within a calculation
      'constant'  a constant or a memory recall (a number: `(` after it multiplies)
      'result'    a finished result: after `=`, or a function (`%`, `±` of a value) with nothing pending
    """

    def __init__(self, digits, functions=None, evaluation='precedence'):
        if evaluation not in EVALUATIONS:
            raise ValueError(f'evaluation must be one of {EVALUATIONS}, not {evaluation!r}')
        self.digits, self.functions, self.evaluation = digits, functions, evaluation
        self.radians = False
        self.second = False      # 2nd: only the keys' titles change, but it is a step for undo
        self.memory = None       # None: no memory set (mr recalls 0, READING 26)
        self.done, self.undone = [], []  # snapshots for undo and redo
        self.clear_all()

    def clear_all(self):
        """AC (and C or a digit after Error): everything but memory, angle unit and undo's history. 2nd too
        is cleared (README: "AC clears everything but memory and angle unit", READING 27)."""
        self.value = Decimal(0)  # the number shown when nothing is being typed
        self.state = 'blank'
        self.entry = None        # the entry exactly as typed ('1.500', '-0', '0.') while state is 'entry'
        self.frames = [[]]       # frames[0] the outer level, frames[-1] the innermost open group
        self.repeat = None       # (operator, second operand) that '=' repeats when nothing is pending
        self.step = None         # the last operation computed in the current calculation (READING 17)
        self.line = 0            # counts computations: each rewrites the expression line (READING 21)
        self.error = False
        self.second = False

    # Undo and redo

    def snapshot(self):
        return (self.value, self.state, self.entry, tuple(tuple(frame) for frame in self.frames), self.repeat,
                self.step, self.line, self.error, self.radians, self.second, self.memory)

    def restore(self, snapshot):
        (self.value, self.state, self.entry, frames, self.repeat, self.step, self.line, self.error, self.radians,
         self.second, self.memory) = snapshot
        self.frames = [list(frame) for frame in frames]

    def undo(self):
        if self.done:
            self.undone.append(self.snapshot())
            self.restore(self.done.pop())

    def redo(self):
        if self.undone:
            self.done.append(self.snapshot())
            self.restore(self.undone.pop())

    # Keys

    def display(self):
        if self.error:
            return 'Error'
        return self.entry if self.entry is not None else format_number(self.value, self.digits)

    def press(self, key):
        """One key (a token of digits and `.` is typed character by character, each its own step for
        undo). A key that leaves the whole state as it was is no step (README); any other is one."""
        key = ALIASES.get(key, key)
        if key == 'undo':
            self.undo()
        elif key == 'redo':
            self.redo()
        elif TYPED.fullmatch(key) and len(key) > 1:
            for character in key:
                self.press(character)
        else:
            if not TYPED.fullmatch(key) and (key not in KEYS or key in NOT_MODELLED):
                raise NotModelled(key)
            before = self.snapshot()
            self.act(key)
            if self.past_limits():
                self.restore(before)  # README: a key past either limit is refused, changing nothing
            elif self.snapshot() != before:
                self.done.append(before)
                del self.done[:-UNDO_STEPS]
                self.undone.clear()

    def past_limits(self):
        """README "### Precedence and parentheses": at most MAX_OPEN_GROUPS groups may be open and
        MAX_WAITING_OPERATORS operators wait at once."""
        return (len(self.frames) - 1 > MAX_OPEN_GROUPS
                or sum(len(frame) for frame in self.frames) > MAX_WAITING_OPERATORS)

    def act(self, key):
        if TYPED.fullmatch(key):
            if self.error:
                self.clear_all()
            self.guard(self.type, key)
        elif key in ('rad', 'deg'):
            self.radians = key == 'rad'
        elif key == '2nd':
            self.second = not self.second
        elif key == 'AC' or (key == 'C' and self.error):
            self.clear_all()
        elif not self.error:
            self.guard(self.operate, key)

    def guard(self, action, key):
        try:
            action(key)
        except CalcError:
            self.error = True

    # Typing

    def type(self, character):
        """One digit or point: leading zeros go, a second point is ignored, at most `digits` significant
        digits and at most `digits` zeros between the point and the first non-zero digit. Right after `)`
        the group multiplies the number that starts (README)."""
        if self.state == 'closed':
            self.times_group()
        if self.state != 'entry':
            self.start_entry('0')
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

    def start_entry(self, text):
        """A new entry replaces the operand; with nothing pending and no group open it begins a new
        calculation (READING 17)."""
        if not self.busy():
            self.step = None
        self.entry, self.state = text, 'entry'

    def backspace(self):
        """Only on an entry; deleting the last digit or leaving only '-' leaves the entry 0 (READING 5)."""
        if self.entry is not None:
            rest = self.entry[:-1]
            self.entry = '0' if rest in ('', '-') else rest

    # Operations

    def busy(self):
        """Something is pending: an operator waits in some frame, or a group is open."""
        return len(self.frames) > 1 or bool(self.frames[0])

    def operand(self):
        """The entry's value if one is being typed, else the value shown (0 at the start)."""
        return make(Decimal(self.entry)) if self.entry is not None else self.value

    def right_operand(self):
        """What `=` and `)` complete the innermost waiting operator with: right after an operator its first
        operand again (README), else the operand."""
        return self.frames[-1][-1][0] if self.state == 'awaiting' else self.operand()

    def set_value(self, x, state):
        """A computed value (result or computed operand) replaces the display; any entry ends."""
        self.value, self.entry, self.state = make(x), None, state

    def hooks(self):
        if self.functions is None:
            raise NotModelled('function keys need a functions object')
        return self.functions

    def apply(self, op, a, b):
        """One operation; it becomes the calculation's last step (what a later `=` may repeat)."""
        if a is FAILED or b is FAILED:
            raise CalcError
        x = arithmetic(op, a, b) if op in OPERATORS else make(self.hooks().binary(op, to_decimal(a), to_decimal(b)))
        self.step, self.line = (op, b), self.line + 1
        return x

    def waits_under(self, waiting, op):
        """Whether the waiting operator is computed before `op` is pushed after it."""
        if self.evaluation == 'immediate':
            return True
        if LEVEL[waiting] != LEVEL[op]:
            return LEVEL[waiting] > LEVEL[op]
        return op not in RIGHT_ASSOCIATIVE

    def reduce(self, x, op=None):
        """Computes, in the innermost frame, what `op` completes (everything if op is None), with x as the
        right operand of the last waiting operator; returns the value."""
        frame = self.frames[-1]
        while frame and (op is None or self.waits_under(frame[-1][1], op)):
            a, waiting = frame.pop()
            x = self.apply(waiting, a, x)
        return x

    def operate(self, key):
        if key in OPERATORS or key in BINARY_FUNCTIONS:
            self.binary(key)
        elif key == '=':
            self.equals()
        elif key == '(':
            self.open_group()
        elif key == ')':
            self.close_group()
        elif key == '%':
            self.percent()
        elif key == 'neg':
            self.negate()
        elif key == 'C':
            self.start_entry('0')  # keeps pending and repeat (READING 4)
        elif key == 'back':
            self.backspace()
        elif key in UNARY:  # READINGS 3, 9
            self.set_value(self.hooks().unary(key, to_decimal(self.operand()), self.radians), self.computed_state())
            self.line += 1
        elif key in CONSTANTS:
            self.recall(self.hooks().constant(key))
        elif key in ('m+', 'm-'):
            self.add_to_memory(key)
        elif key == 'mc':
            self.memory = None
        elif key == 'mr':
            self.recall(self.memory if self.memory is not None else Decimal(0))

    def computed_state(self):
        """A function's (or %'s) value is a finished result with nothing pending, else an operand."""
        return 'computed' if self.busy() else 'result'

    def recall(self, x):
        """A constant or mr replaces the operand like a new entry (READINGS 3, 25)."""
        if not self.busy():
            self.step = None
        self.set_value(x, 'constant')

    def add_to_memory(self, key):
        """m+ / m-: the operand added to (subtracted from) memory, 0 if none was set; an entry ends, as an
        operation uses it (READING 26)."""
        x = self.operand()
        memory = self.memory if self.memory is not None else Decimal(0)
        self.memory = make(Fraction(memory) + x if key == 'm+' else Fraction(memory) - x)
        if self.state == 'entry':
            self.set_value(x, self.computed_state())

    def binary(self, op):
        """Computes what `op` completes (under immediate: all that waits in the frame) and shows it, then
        waits with it as the first operand; a second operator in a row replaces the first and then
        computes what the new one completes; as the first key, or right after `(`, it works on the 0
        shown."""
        if self.state == 'awaiting':
            x = self.frames[-1].pop()[0]
        else:
            x = self.operand()
        self.set_value(self.reduce(x, op), 'awaiting')
        self.frames[-1].append((self.value, op))

    def times_group(self):
        """The × that a number next to a group implies: it waits with the number as its first operand,
        after computing what it completes, as the × key would; but the key that implies it does what the
        README says it does (opens the group, starts the number) even if that computation fails: the
        failure waits in the ×'s place and shows as Error when the × is computed (READING 15)."""
        try:
            x = self.reduce(self.operand(), '*')
        except CalcError:
            x = FAILED
        self.frames[-1].append((x, '*'))

    def open_group(self):
        """Right after a number (an entry other than a bare '0', a constant or recall, a computed operand
        within a calculation, a closed group) `(` multiplies it by the group; after a finished result it
        starts a new calculation; otherwise it only opens. It leaves the bare entry 0 (READING 14)."""
        if self.state in ('closed', 'computed', 'constant') or (self.state == 'entry' and self.entry != '0'):
            self.times_group()
        elif self.state == 'result':
            self.step = None
        self.frames.append([])
        self.entry, self.state = '0', 'entry'

    def close_group(self):
        """Computes the innermost group and shows its value; ignored with no group open."""
        if len(self.frames) > 1:
            x = self.reduce(self.right_operand())
            self.frames.pop()
            self.set_value(x, 'closed')

    def equals(self):
        """Computes everything, closing every open group (`7 + =` uses 7 as both operands), and remembers
        the calculation's last step, its outermost operation; if this calculation computed nothing, repeats
        the last step remembered on the current value (a result, a new entry or a function's result)."""
        x = self.right_operand()
        while True:
            x = self.reduce(x)
            if len(self.frames) == 1:
                break
            self.frames.pop()
        if self.step is not None:
            self.repeat = self.step
            self.set_value(x, 'result')
        elif self.repeat:
            op, b = self.repeat
            self.set_value(self.apply(op, x, b), 'result')
        elif self.state != 'blank':  # `=` enters nothing: the start stays blank
            self.set_value(x, 'result')
        self.step = None

    def percent(self):
        """Alone (nothing waits in the innermost frame): x / 100. After + or -: a x b / 100 of that
        operator's first operand a. After any other operator: b / 100. b is the entry or computed operand,
        or the value shown if none yet (READING 2)."""
        frame = self.frames[-1]
        if frame:
            a, op = frame[-1]
            b = self.right_operand()
            if a is FAILED and op in ('+', '-'):
                raise CalcError
            share = Fraction(a) * Fraction(b) if op in ('+', '-') else Fraction(b)
            self.set_value(share / 100, 'computed')
        else:
            self.set_value(Fraction(self.operand()) / 100, self.computed_state())
        self.line += 1

    def negate(self):
        """On an entry toggles its sign (right after `(` too: it left the entry 0); before anything was
        entered, or while an operator waits with no operand, starts the entry -0; otherwise (a computed
        operand, a constant, a closed group, a result) negates the value, a unary operation like a
        function's (READING 20)."""
        if self.entry is not None:
            self.entry = self.entry[1:] if self.entry.startswith('-') else '-' + self.entry
        elif self.state in ('awaiting', 'blank'):
            self.start_entry('-0')
        else:
            self.set_value(-self.value, self.computed_state())
            self.line += 1


def unknown_key(tokens):
    """The first token batch mode would refuse, or None."""
    return next((t for t in tokens if not TYPED.fullmatch(t) and ALIASES.get(t, t) not in KEYS), None)


def run(keys, digits, functions=None, evaluation='precedence'):
    """The line batch mode prints for one space-separated key sequence (or list of tokens), under the
    evaluation rule `evaluation` ('precedence', the default, or 'immediate')."""
    tokens = keys.split() if isinstance(keys, str) else list(keys)
    bad = unknown_key(tokens)
    if bad is not None:
        return f"unknown key '{bad}'"
    calculator = Calculator(digits, functions, evaluation)
    for token in tokens:
        calculator.press(token)
    return calculator.display()
