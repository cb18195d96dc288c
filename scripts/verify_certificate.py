#!/usr/bin/env python3
"""Checks certificates of periods of octal games, from the games' rules alone.

A certificate is the JSON that `nimlab nimbers CODE --certificate FILE` or
`nimlab atlas --certificates DIR` writes:

    {"certificate": "...", "code": "0.77", "start": 71, "length": 12,
     "checkedTo": 167, "values": [0, 1, 2, ...]}

claiming that the nimbers G(n) of one heap under the octal code satisfy
G(n + length) = G(n) for every n >= start. This script uses Python's
standard library and none of nimlab's code. For each certificate it:

1. reads the code d0.d1d2...dk (Guy's notation: digit dt says what taking t
   objects may leave: 1 nothing, 2 one heap, 4 two non-empty heaps; d0 is 0
   or 4, 4 letting a heap split without taking);
2. works out G(0), ..., G(checkedTo) itself, each the mex (least value not
   among) of the nimbers of its options, every move listed from the digits;
3. checks the certificate's values equal those;
4. checks the hypothesis of the periodicity theorem (Guy and Smith, "The
   G-values of various games", 1956; Winning Ways ch. 4): with t the largest
   take, G(n + p) = G(n) for start <= n < 2 start + p + t when a move can
   split a heap (for a code that never splits, start <= n < max(start + t,
   t + 1) suffices, each value depending on the t before it), which the
   theorem turns into G(n + p) = G(n) for every n >= start.

It checks that the period holds, not that it is the least one.

usage: python3 scripts/verify_certificate.py CERTIFICATE.json...
The exit status is 0 when every certificate holds, 1 when one does not
(each says why), 2 when a file cannot be read as a certificate.
"""

import json
import operator
import sys


class Refused(Exception):
    """A certificate that does not hold, and why."""


def read_code(code):
    """The digits d0, d1, ..., dk of an octal code written as "d0.d1...dk"."""
    if not isinstance(code, str) or code.count(".") != 1:
        raise Refused(f"code must be a string like \"0.77\", got {code!r}")
    whole, places = code.split(".")
    if whole not in ("", "0", "4"):
        raise Refused(f"code {code}: the digit before the point must be 0 or 4")
    if any(c not in "01234567" for c in places):
        raise Refused(f"code {code}: the digits after the point must be 0 to 7")
    digits = [int(whole or "0")] + [int(c) for c in places]
    while len(digits) > 1 and digits[-1] == 0:
        digits.pop()
    if len(digits) == 1 and digits[0] == 0:
        raise Refused(f"code {code} allows no move at all")
    return digits


def nimbers(digits, last):
    """G(0), ..., G(last) by the mex over every option of every heap."""
    g = []
    for n in range(last + 1):
        options = set()
        for t, d in enumerate(digits):
            if d & 1 and n == t:
                options.add(0)  # take the whole heap
            if d & 2 and n > t:
                options.add(g[n - t])  # leave one heap
            if d & 4 and n - t >= 2:  # leave two non-empty heaps, a + b = r
                r = n - t
                half = r // 2
                options.update(map(operator.xor, g[1 : half + 1], reversed(g[r - half : r])))
        mex = 0
        while mex in options:
            mex += 1
        g.append(mex)
    return g


def whole(cert, field, least):
    value = cert.get(field)
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise Refused(f"{field} must be a whole number from {least}, got {value!r}")
    return value


def check(cert):
    """What the certificate proves, or Refused saying why it does not hold."""
    if not isinstance(cert, dict):
        raise Refused("a certificate is a JSON object")
    digits = read_code(cert.get("code"))
    start = whole(cert, "start", 0)
    length = whole(cert, "length", 1)
    checked_to = whole(cert, "checkedTo", 0)
    values = cert.get("values")
    if not isinstance(values, list) or len(values) != checked_to + 1:
        raise Refused(f"values must list G(0), ..., G(checkedTo): {checked_to + 1} values")
    t = len(digits) - 1
    splits = any(d & 4 for d in digits)
    end = 2 * start + length + t if splits else max(start + t, t + 1)
    if checked_to < end - 1 + length:
        raise Refused(
            f"the theorem compares G(n) with G(n + {length}) for {start} <= n < {end}, "
            f"which needs the values up to {end - 1 + length}; the certificate stops at {checked_to}"
        )
    g = nimbers(digits, checked_to)
    for n, (claimed, worked_out) in enumerate(zip(values, g)):
        if claimed != worked_out:
            raise Refused(f"G({n}) is {worked_out} by the rules, the certificate says {claimed!r}")
    for n in range(start, end):
        if g[n + length] != g[n]:
            raise Refused(f"G({n + length}) = {g[n + length]} but G({n}) = {g[n]}: no period {length} from {start}")
    return (
        f"period {length} from n = {start} holds: G worked out to {checked_to} by the mex of every move, "
        f"G(n + {length}) = G(n) for {start} <= n < {end}, so for every n >= {start} by the theorem"
    )


def main(paths):
    if not paths:
        print(__doc__.strip().split("\n\n")[-2], file=sys.stderr)
        return 2
    failed = unreadable = 0
    for path in paths:
        try:
            with open(path, encoding="utf-8") as file:
                cert = json.load(file)
        except (OSError, ValueError) as error:
            print(f"{path}: cannot read it as JSON: {error}")
            unreadable += 1
            continue
        code = cert.get("code", "?") if isinstance(cert, dict) else "?"
        try:
            print(f"{path}: {code}: {check(cert)}")
        except Refused as why:
            print(f"{path}: {code}: REFUSED: {why}")
            failed += 1
    if unreadable:
        return 2
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
