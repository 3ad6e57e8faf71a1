"""Return ranges for the PPF and bank-deposit categories, computed from rate histories.

Run: python3 scripts/reference/return-ranges.py

Prints the lowest and highest average yearly return over every 1-, 3-, 5- and 10-year window
that the data fully covers. Used for app/content/categories/ppf.ts, fixed-deposits.ts and
certificate-of-deposit.ts (their `returns` and `returnsBasis`). Standard library only.
"""

from math import prod

# PPF rate notified for each quarter (% a year), financial years April-March.
# Sources (stored references; "believed" = not found there, the widely reported value):
#   FY2015-16 8.7: cut "to 8.1% from 8.7%" from 1 Apr 2016 (domain-b, 19 Mar 2016).
#   Apr-Jun 2016 8.1 (same); Jul-Sep 2016 8.1 believed; Oct 2016-Mar 2017 8.0 ("will continue
#   to fetch 8 per cent" for Jan-Mar 2017, unchanged from Oct-Dec; indialivetoday, 31 Mar 2017).
#   Apr-Jun 2017 7.9 (scroll.in, 31 Mar 2017); Jul-Sep 2017 7.8 believed; Oct-Dec 2017 7.8 and
#   Jan-Mar 2018 7.6 (dnaindia, 28 Dec 2017); Apr-Sep 2018 7.6 ("8 per cent as compared to
#   existing 7.6", Business Standard, 20 Sep 2018); Oct 2018-Jun 2019 8.0 (same; Jan-Jun 2019
#   believed unchanged); Jul 2019-Mar 2020 7.9 (cut "to 7.1% from 7.9%" from 1 Apr 2020,
#   india-finance-facts.md section 3.1; start in Jul 2019 believed); Apr 2020-Mar 2026 7.1
#   (india-finance-facts.md section 3.1, held every quarter).
PPF_QUARTERS = {
    2015: [8.7, 8.7, 8.7, 8.7],
    2016: [8.1, 8.1, 8.0, 8.0],
    2017: [7.9, 7.8, 7.8, 7.6],
    2018: [7.6, 7.6, 8.0, 8.0],
    2019: [8.0, 7.9, 7.9, 7.9],
    **{year: [7.1] * 4 for year in range(2020, 2026)},
}

# SBI one-year FD card rate in force on 31 December (market-history-annual.csv,
# fd_rate_sbi_1y_pct). Only 2017-2025 are consecutive; 2002, 2012 and 2014 stand alone.
SBI_FD = {2002: 6.00, 2012: 8.50, 2014: 8.50, 2017: 6.25, 2018: 6.80, 2019: 6.25, 2020: 4.90,
          2021: 5.00, 2022: 6.75, 2023: 6.80, 2024: 6.80, 2025: 6.25}


def window_range(yearly: dict[int, float], years: int):
    """Lowest and highest compound average yearly return over consecutive-year windows."""
    starts = sorted(yearly)
    results = []
    for start in starts:
        span = list(range(start, start + years))
        if all(year in yearly for year in span):
            growth = prod(1 + yearly[year] / 100 for year in span)
            results.append((growth ** (1 / years) - 1) * 100)
    return (min(results), max(results), len(results)) if results else None


def show(name: str, yearly: dict[int, float]) -> None:
    for years in (1, 3, 5, 10):
        found = window_range(yearly, years)
        text = "no window" if found is None else f"{found[0]:.2f} to {found[1]:.2f} ({found[2]} windows)"
        print(f"{name} {years:>2}-year: {text}")


if __name__ == "__main__":
    # PPF credits interest once a year on monthly balances at the quarter's rate, so a year's
    # return is the average of its four quarterly rates.
    ppf_years = {year: sum(rates) / 4 for year, rates in PPF_QUARTERS.items()}
    show("PPF (FY 2015-16 to 2025-26)", ppf_years)
    # Renewing a one-year FD each 31 December at that day's card rate: the year after earns it.
    show("SBI 1-year FD renewed yearly", {year + 1: rate for year, rate in SBI_FD.items()})
