# Independent XIRR reference: bisection on sum(a * (1 + r) ** -(days / 365)) with 60-digit
# Decimal arithmetic, dates counted with Python's datetime (actual days / 365, like spreadsheets).
from datetime import date
from decimal import Decimal as D, getcontext

getcontext().prec = 60


def npv(rate, flows, start):
    return sum(D(a) / (1 + rate) ** (D((d - start).days) / D(365)) for d, a in flows)


def xirr(flows):
    start = min(d for d, _ in flows)
    low, high = D("-0.999999"), D(10)
    f_low = npv(low, flows, start)
    for _ in range(200):
        mid = (low + high) / 2
        f_mid = npv(mid, flows, start)
        if (f_mid > 0) == (f_low > 0):
            low, f_low = mid, f_mid
        else:
            high = mid
    return (low + high) / 2 * 100


def parse(pairs):
    return [(date.fromisoformat(d), a) for d, a in pairs]


examples = {
    "spreadsheet": [("2008-01-01", -10000), ("2008-03-01", 2750), ("2008-10-30", 4250), ("2009-02-15", 3250), ("2009-04-01", 2750)],
    "monthly sip": [("2024-01-05", -10000), ("2024-02-05", -10000), ("2024-03-05", -10000), ("2024-04-05", -10000), ("2024-12-31", 43500)],
    "default": [("2021-04-01", -50000), ("2022-04-01", -50000), ("2023-04-01", -50000), ("2025-03-31", 185000)],
    "leap year": [("2008-01-01", -10000), ("2009-01-01", 11000)],
}
for name, pairs in examples.items():
    print(name, xirr(parse(pairs)))
