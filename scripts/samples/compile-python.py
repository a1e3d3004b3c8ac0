"""Compiles Python samples for check-python.ts: JSON jobs on stdin, one result per job on stdout.

A job is {"code": str, "parse_only": bool}. Warnings count as errors (as gcc's -Werror), so an
invalid escape sequence or `is` with a literal fails the sample. A result is null, or
{"line": int, "message": str}.
"""

import ast
import json
import sys
import warnings


def check(job):
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error")
            if job["parse_only"]:
                ast.parse(job["code"], "sample.py")
            else:
                compile(job["code"], "sample.py", "exec", dont_inherit=True)
    except SyntaxError as error:
        return {"line": error.lineno or 1, "message": f"{type(error).__name__}: {error.msg}"}
    except (ValueError, Warning) as error:
        return {"line": 1, "message": f"{type(error).__name__}: {error}"}
    return None


json.dump([check(job) for job in json.load(sys.stdin)], sys.stdout)
