"""The Python exercise checks: the reader's code, then the exercise's tests in its scope.

One file for the page (Pyodide reads it as text, then awaits run_check_json or run_check_async) and for CI (scripts/samples runs
`python3 harness.py` with {"code": ..., "tests": ...} on stdin; it prints one JSON line per finished test,
{"test": {...}}, then {"result": {...}}). A result has the shape of CheckResult in result.ts.

Tests are top-level functions named test_...; their docstring is the name the reader sees. Plain asserts are
rewritten (ast) so that `assert a == b` reports both values: `a` is what the code gave, `b` what was expected.
The test fence also gets output(): what the reader's code printed, without its final newline.
"""

import ast
import asyncio
import inspect
import io
import json
import operator
import signal
import sys
from contextlib import redirect_stdout

CODE_FILE = "sample.py"
TESTS_FILE = "tests.py"

_OPERATORS = {
    ast.Eq: ("==", operator.eq),
    ast.NotEq: ("!=", operator.ne),
    ast.Lt: ("<", operator.lt),
    ast.LtE: ("<=", operator.le),
    ast.Gt: (">", operator.gt),
    ast.GtE: (">=", operator.ge),
    ast.Is: ("is", operator.is_),
    ast.IsNot: ("is not", operator.is_not),
    ast.In: ("in", lambda a, b: a in b),
    ast.NotIn: ("not in", lambda a, b: a not in b),
}
_BY_SYMBOL = {symbol: function for symbol, function in _OPERATORS.values()}


class CheckFailure(AssertionError):
    """A failed assert of the tests, with the values it compared (described with repr)."""

    def __init__(self, message, expected=None, actual=None):
        super().__init__(message)
        self.message = message
        self.expected = expected
        self.actual = actual


def _describe(value):
    try:
        text = repr(value)
    except Exception:  # noqa: BLE001 - a hostile __repr__ must not break the check
        return "a value that cannot be shown"
    return text if len(text) <= 300 else text[:300] + "…"


def _check_compare(actual, expected, symbol, message, text, holds_actual=False):
    if _BY_SYMBOL[symbol](actual, expected):
        return
    said = str(message()) if message is not None else None
    if holds_actual:
        # `"2 h" in output()`: the code's value is the container, and the fixed value what it should hold.
        wanted = ("containing " if symbol == "in" else "not containing ") + _describe(actual)
        raise CheckFailure(said or f"assert {text} is false", wanted, _describe(expected))
    if symbol == "==":
        raise CheckFailure(said or "the values differ", _describe(expected), _describe(actual))
    if symbol == "!=":
        raise CheckFailure(said or "the values are equal", "not " + _describe(expected), _describe(actual))
    raise CheckFailure(said or f"assert {text} is false", f"{symbol} {_describe(expected)}", _describe(actual))


def _check_true(value, message, text):
    if not value:
        raise CheckFailure(str(message()) if message is not None else f"assert {text} is false")


class _RewriteAsserts(ast.NodeTransformer):
    def __init__(self, source):
        self.source = source

    def visit_Assert(self, node):
        text = ast.get_source_segment(self.source, node.test) or "…"
        message = ast.Lambda(args=_NO_ARGS, body=node.msg) if node.msg is not None else ast.Constant(None)
        test = node.test
        if isinstance(test, ast.Compare) and len(test.ops) == 1 and type(test.ops[0]) in _OPERATORS:
            symbol = _OPERATORS[type(test.ops[0])][0]
            holds_actual = symbol in ("in", "not in") and _is_fixed(test.left) and not _is_fixed(test.comparators[0])
            call = ast.Call(
                ast.Name("_check_compare", ast.Load()),
                [test.left, test.comparators[0], ast.Constant(symbol), message, ast.Constant(text), ast.Constant(holds_actual)],
                [],
            )
        else:
            call = ast.Call(ast.Name("_check_true", ast.Load()), [test, message, ast.Constant(text)], [])
        return ast.copy_location(ast.Expr(call), node)


def _is_fixed(node):
    """Whether an expression is a value written in the test (a constant, or a tuple, list or set of them)."""
    if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
        return all(_is_fixed(element) for element in node.elts)
    return isinstance(node, ast.Constant)


_NO_ARGS = ast.arguments(posonlyargs=[], args=[], vararg=None, kwonlyargs=[], kw_defaults=[], kwarg=None, defaults=[])


class _TestScope(dict):
    """The tests' globals: their own names, then the reader's (looked up live), then the builtins."""

    def __init__(self, reader, helpers):
        super().__init__(helpers)
        self.reader = reader

    def __missing__(self, name):
        return self.reader[name]


def _line_in(tb, file_name):
    """The line of the innermost frame of `file_name` in a traceback."""
    line = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == file_name:
            line = tb.tb_lineno
        tb = tb.tb_next
    return line


def _error(error, where, line):
    result = {"name": type(error).__name__, "message": str(error), "in": where}
    if isinstance(error, SyntaxError):
        result["message"] = error.msg
    if line:
        result["line"] = line
    return result


def _test_name(function):
    doc = inspect.getdoc(function)
    return " ".join(doc.split()) if doc else function.__name__


def _check(code, tests, on_test):
    """The check, as a generator: it yields what an async test returns, for its driver to await and send back."""
    printed = io.StringIO()
    results = []

    def output():
        text = printed.getvalue()
        return text[:-1] if text.endswith("\n") else text

    def stopped(error):
        return {"outcome": "error", "error": error, "tests": results, "output": output()}

    try:
        compiled_code = compile(code, CODE_FILE, "exec", dont_inherit=True)
    except SyntaxError as error:
        return stopped(_error(error, "code", error.lineno))
    try:
        tree = ast.parse(tests, TESTS_FILE)
        compiled_tests = compile(ast.fix_missing_locations(_RewriteAsserts(tests).visit(tree)), TESTS_FILE, "exec", dont_inherit=True)
    except SyntaxError as error:
        return stopped(_error(error, "tests", error.lineno))

    reader = {"__name__": "__main__", "__builtins__": __builtins__}
    helpers = {"__name__": "tests", "output": output, "_check_compare": _check_compare, "_check_true": _check_true}
    saved_stdin = sys.stdin
    sys.stdin = io.StringIO("")
    try:
        with redirect_stdout(printed):
            try:
                exec(compiled_code, reader)
            except (Exception, SystemExit) as error:  # noqa: BLE001 - the reader's code may raise anything
                return stopped(_error(error, "code", _line_in(error.__traceback__, CODE_FILE)))
            scope = _TestScope(reader, helpers)
            try:
                exec(compiled_tests, scope)
            except (Exception, SystemExit) as error:  # noqa: BLE001
                return stopped(_error(error, "tests", _line_in(error.__traceback__, TESTS_FILE)))
            declared = [
                value
                for name, value in dict.items(scope)
                if name.startswith("test") and inspect.isfunction(value) and value.__code__.co_filename == TESTS_FILE
            ]
            for function in declared:
                result = {"name": _test_name(function), "passed": True}
                try:
                    returned = function()
                    if inspect.isawaitable(returned):
                        yield returned
                except CheckFailure as failure:
                    result = {"name": result["name"], "passed": False, "message": failure.message}
                    if failure.expected is not None:
                        result["expected"] = failure.expected
                        result["actual"] = failure.actual
                except AssertionError as failure:
                    result = {"name": result["name"], "passed": False, "message": str(failure) or "an assertion failed"}
                except (Exception, SystemExit) as error:  # noqa: BLE001
                    result = {"name": result["name"], "passed": False, "message": f"{type(error).__name__}: {error}"}
                    line = _line_in(error.__traceback__, CODE_FILE)
                    if line:
                        result["line"] = line
                results.append(result)
                if on_test is not None:
                    on_test(result)
    finally:
        sys.stdin = saved_stdin
    return {"outcome": "ran", "tests": results, "output": output()}


def run_check(code, tests, on_test=None):
    """Runs the reader's code, then the tests; returns a CheckResult dict; on_test(result) follows each test.

    The code runs outside any event loop (its own asyncio.run works); an async test gets an event loop of its own.
    """
    steps = _check(code, tests, on_test)
    try:
        awaitable = next(steps)
        while True:
            try:
                asyncio.run(_awaited(awaitable))
            except BaseException as error:  # noqa: BLE001 - the test's failure, given back to it
                awaitable = steps.throw(error)
            else:
                awaitable = steps.send(None)
    except StopIteration as done:
        return done.value


async def run_check_async(code, tests, on_test=None):
    """run_check for a host whose event loop is already running (Pyodide): async tests are awaited on it."""
    steps = _check(code, tests, on_test)
    try:
        awaitable = next(steps)
        while True:
            try:
                await awaitable
            except BaseException as error:  # noqa: BLE001
                awaitable = steps.throw(error)
            else:
                awaitable = steps.send(None)
    except StopIteration as done:
        return done.value


async def _awaited(awaitable):
    return await awaitable


async def run_check_json(code, tests, on_test_json=None):
    """run_check_async with JSON in and out, for a host that passes strings (Pyodide): on_test_json(str), returns str."""
    on_test = (lambda test: on_test_json(json.dumps(test))) if on_test_json is not None else None
    return json.dumps(await run_check_async(code, tests, on_test))


class _TimeLimit(BaseException):
    """Raised in the main thread when a CI check's time is up (a BaseException: `except Exception` cannot keep it)."""


def _main():
    job = json.load(sys.stdin)
    out = sys.stdout
    tests = []

    def emit(record):
        out.write(json.dumps(record) + "\n")
        out.flush()

    def on_test(test):
        tests.append(test)
        emit({"test": test})

    def time_up(_signum, _frame):
        raise _TimeLimit()

    # The time limit starts with the reader's code, not with Python's start-up (slow on a busy machine); a loop
    # inside one long C call is stopped by the host killing the process instead.
    signal.signal(signal.SIGALRM, time_up)
    signal.setitimer(signal.ITIMER_REAL, job.get("time_limit_ms", 5000) / 1000)
    try:
        result = run_check(job["code"], job["tests"], on_test)
    except _TimeLimit:
        result = {"outcome": "timeout", "tests": tests, "output": ""}
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
    emit({"result": result})


if __name__ == "__main__":
    _main()
