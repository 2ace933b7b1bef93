"""The SQL guard: parse with sqlglot, allow one read-only query over the virtual tables.

Refused: anything but one ``SELECT``/``WITH``/set-operation statement; tables other than
``settlements``, ``daily_stats``, ``address_daily`` and the query's own CTEs; qualified names,
file paths and table functions; functions outside an allow-list (no file, network,
environment or settings readers); recursive CTEs; joins without a condition; more than
``MAX_TABLE_REFS`` table references. Every ``settlements`` reference must be filtered on
``block_number`` in its own ``WHERE``: when it is not, the question's block scope is added, or
the query is refused. The outermost result is capped at ``ROW_CAP`` rows. The SQL that runs
is regenerated from the syntax tree, so comments never reach the engine.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import sqlglot
from sqlglot import exp
from sqlglot.errors import SqlglotError

from sextant.errors import QueryRefused as QueryRefused

VIRTUAL_TABLES = frozenset({"settlements", "daily_stats", "address_daily"})
ROW_CAP = 500
MAX_TABLE_REFS = 4
PLACEHOLDER = "__sextant_vt_{}__"

logging.getLogger("sqlglot").setLevel(logging.ERROR)

#: Functions a question may need (sqlglot's normalised names and DuckDB spellings).
_ALLOWED = """
COUNT SUM AVG MIN MAX MEDIAN PERCENTILE_CONT PERCENTILE_DISC QUANTILE QUANTILE_CONT
QUANTILE_DISC APPROX_DISTINCT APPROX_QUANTILE STDDEV STDDEV_POP STDDEV_SAMP VARIANCE
VARIANCE_POP COUNT_IF COUNTIF ARG_MAX ARG_MIN ARGMAX ARGMIN MAX_BY MIN_BY FIRST LAST ANY_VALUE
BOOL_AND BOOL_OR LOGICAL_AND LOGICAL_OR STRING_AGG GROUP_CONCAT LIST ARRAY_AGG CORR MODE
ROUND FLOOR CEIL ABS SIGN LN LOG LOG2 LOG10 EXP POW POWER SQRT GREATEST LEAST COALESCE NULLIF
IF IFNULL NVL CAST TRY_CAST TO_DOUBLE DIV SAFE_DIVIDE
DATE_TRUNC TIMESTAMP_TRUNC DATE_PART EXTRACT DATE_DIFF DATEDIFF DATE_ADD DATE_SUB
TIMESTAMP_ADD TIMESTAMP_SUB TIMESTAMP_DIFF DATE DAY MONTH YEAR WEEK DAYOFWEEK DAY_OF_WEEK
DAYOFWEEK_ISO DAY_OF_WEEK_ISO ISODOW
DAYOFYEAR DAY_OF_YEAR QUARTER HOUR MINUTE STRFTIME TIME_TO_STR STR_TO_TIME STRPTIME
TIME_STR_TO_TIME TIME_STR_TO_DATE TS_OR_DS_TO_DATE TS_OR_DS_ADD TO_TIMESTAMP UNIX_TO_TIME
EPOCH TIME_TO_UNIX MAKE_DATE DATE_FROM_PARTS CURRENT_DATE CURRENT_TIMESTAMP TO_DATE
STR_TO_DATE DATE_STR_TO_DATE LAST_DAY
LOWER UPPER LENGTH CONCAT CONCAT_WS SUBSTRING SUBSTR LEFT RIGHT TRIM REPLACE STARTS_WITH
STARTSWITH ENDS_WITH CONTAINS STR_POSITION LPAD RPAD REGEXP_LIKE REGEXP_MATCHES
ROW_NUMBER RANK DENSE_RANK PERCENT_RANK CUME_DIST NTILE LAG LEAD FIRST_VALUE LAST_VALUE
NTH_VALUE CASE EXISTS ARRAY STRUCT
"""
ALLOWED_FUNCTIONS = frozenset(_ALLOWED.split())


@dataclass(frozen=True)
class BlockScope:
    """The block range implied by the question's time scope (``None`` = open)."""

    lo: int | None
    hi: int | None


@dataclass
class VirtualRef:
    """One reference to a virtual table in the guarded query."""

    table: str
    alias: str
    placeholder: str
    block_lo: int | None = None
    block_hi: int | None = None


@dataclass
class GuardedQuery:
    """A checked query: ``template`` has ``PLACEHOLDER``s where each virtual table goes."""

    tree: exp.Expression
    refs: list[VirtualRef] = field(default_factory=list)
    added_scope: bool = False

    def sql(self, dialect: str = "duckdb") -> str:
        return self.tree.sql(dialect=dialect, comments=False)

    def display(self, dialect: str = "duckdb") -> str:
        """The query as it reads over the virtual tables (what ``sql_trace`` shows)."""
        sql = self.sql(dialect)
        for ref in self.refs:
            same = f"{ref.placeholder} AS {ref.alias}"
            sql = sql.replace(same if ref.alias == ref.table else ref.placeholder, ref.table)
        return sql


def check(sql: str, scope: BlockScope | None = None) -> GuardedQuery:
    """Check ``sql`` and return the query to run (with a row cap and block predicates)."""
    if "__sextant" in sql.lower():
        raise QueryRefused("query rejected: reserved identifier")
    try:
        statements = [s for s in sqlglot.parse(sql, read="duckdb") if s is not None]
    except SqlglotError as exc:
        raise QueryRefused("query rejected: could not parse the SQL") from exc
    if len(statements) != 1:
        raise QueryRefused("query rejected: exactly one statement is allowed")
    tree = statements[0]
    if not isinstance(tree, exp.Select | exp.Union | exp.Intersect | exp.Except):
        raise QueryRefused(f"query rejected: only SELECT or WITH queries are allowed "
                           f"(got {tree.key.upper()})")
    _check_nodes(tree)
    refs, added = _check_tables(tree, scope)
    return GuardedQuery(tree=_cap(tree), refs=refs, added_scope=added)


def _check_nodes(tree: exp.Expression) -> None:
    for node in tree.walk():
        if isinstance(node, exp.With) and node.args.get("recursive"):
            raise QueryRefused("query rejected: recursive CTEs are not allowed")
        if isinstance(node, exp.Command | exp.DDL | exp.DML | exp.Set | exp.Pragma
                      | exp.Into | exp.Lateral):
            raise QueryRefused(f"query rejected: {node.key.upper()} is not allowed")
        if isinstance(node, exp.TableSample):
            raise QueryRefused("query rejected: TABLESAMPLE is not allowed")
        if isinstance(node, exp.Func) and not isinstance(node, exp.Binary | exp.Connector):
            name = node.name if isinstance(node, exp.Anonymous) else node.sql_name()
            if name.upper() not in ALLOWED_FUNCTIONS:
                raise QueryRefused(f"query rejected: function {name.lower()} is not allowed")
        if isinstance(node, exp.Join) and not node.args.get("on") and not node.args.get("using"):
            raise QueryRefused("query rejected: joins need an ON or USING condition "
                                   "(no cross joins)")


def _cte_names(tree: exp.Expression) -> set[str]:
    return {cte.alias_or_name.lower() for cte in tree.find_all(exp.CTE)}


def _check_tables(tree: exp.Expression, scope: BlockScope | None) -> tuple[list[VirtualRef],
                                                                           bool]:
    ctes = _cte_names(tree)
    tables = list(tree.find_all(exp.Table))
    if len(tables) > MAX_TABLE_REFS:
        raise QueryRefused(f"query rejected: at most {MAX_TABLE_REFS} table references")
    refs: list[VirtualRef] = []
    added = False
    for i, table in enumerate(tables):
        if not isinstance(table.this, exp.Identifier):
            raise QueryRefused("query rejected: table functions are not allowed")
        if table.args.get("db") or table.args.get("catalog"):
            raise QueryRefused("query rejected: qualified table names are not allowed")
        name = table.name.lower()
        if name in ctes:
            continue
        if name not in VIRTUAL_TABLES:
            raise QueryRefused(f"query rejected: unknown table {table.name!r}; use "
                               "settlements, daily_stats or address_daily")
        alias = table.alias or name
        ref = VirtualRef(table=name, alias=alias, placeholder=PLACEHOLDER.format(i))
        if name == "settlements":
            select = table.find_ancestor(exp.Select)
            lo, hi, found = _block_bounds(select, alias)
            if not found:
                if scope is None or (scope.lo is None and scope.hi is None):
                    raise QueryRefused(
                        "query rejected: settlements queries need a block_number predicate "
                        "(for example WHERE block_number BETWEEN 40000000 AND 41000000); "
                        "ask about a time period or filter on block_number")
                _add_scope(select, alias, scope)
                lo, hi, added = scope.lo, scope.hi, True
            ref.block_lo, ref.block_hi = lo, hi
        table.set("this", exp.to_identifier(ref.placeholder))
        table.set("alias", exp.TableAlias(this=exp.to_identifier(alias)))
        refs.append(ref)
    return refs, added


def _conjuncts(node: Any) -> list[Any]:
    if node is None:
        return []
    if isinstance(node, exp.And):
        return _conjuncts(node.left) + _conjuncts(node.right)
    if isinstance(node, exp.Paren):
        return _conjuncts(node.this)
    return [node]


def _is_block_col(node: Any, alias: str) -> bool:
    return (isinstance(node, exp.Column) and node.name.lower() == "block_number"
            and (not node.table or node.table.lower() == alias.lower()))


def _int(node: Any) -> int | None:
    if isinstance(node, exp.Literal) and not node.is_string:
        try:
            return int(float(node.this))
        except ValueError:
            return None
    if isinstance(node, exp.Neg):
        inner = _int(node.this)
        return -inner if inner is not None else None
    return None


_FLIP = {"GTE": "LTE", "GT": "LT", "LTE": "GTE", "LT": "GT"}


def _block_bounds(select: exp.Select | None, alias: str) -> tuple[int | None, int | None, bool]:
    """The ``[lo, hi]`` a select's top-level ``WHERE`` conjuncts put on ``block_number``."""
    if select is None:
        return None, None, False
    where = select.args.get("where")
    lo: int | None = None
    hi: int | None = None
    found = False

    def tighten(new_lo: int | None = None, new_hi: int | None = None) -> None:
        nonlocal lo, hi
        if new_lo is not None:
            lo = new_lo if lo is None else max(lo, new_lo)
        if new_hi is not None:
            hi = new_hi if hi is None else min(hi, new_hi)

    for c in _conjuncts(where.this if where else None):
        if isinstance(c, exp.Between) and _is_block_col(c.this, alias):
            found = True
            tighten(_int(c.args["low"]), _int(c.args["high"]))
        elif isinstance(c, exp.In) and _is_block_col(c.this, alias):
            values = [_int(v) for v in c.expressions]
            found = True
            if values and all(v is not None for v in values):
                nums = [v for v in values if v is not None]
                tighten(min(nums), max(nums))
        elif isinstance(c, exp.GTE | exp.GT | exp.LTE | exp.LT | exp.EQ):
            left, right = c.left, c.right
            flipped = False
            if not _is_block_col(left, alias) and _is_block_col(right, alias):
                left, right, flipped = right, left, True
            if not _is_block_col(left, alias):
                continue
            found = True
            value = _int(right)
            if value is None:
                continue
            op = type(c).__name__
            if flipped:
                op = _FLIP.get(op, op)
            if op == "GTE":
                tighten(new_lo=value)
            elif op == "GT":
                tighten(new_lo=value + 1)
            elif op == "LTE":
                tighten(new_hi=value)
            elif op == "LT":
                tighten(new_hi=value - 1)
            else:
                tighten(value, value)
    return lo, hi, found


def _add_scope(select: exp.Select | None, alias: str, scope: BlockScope) -> None:
    if select is None:
        raise QueryRefused("query rejected: cannot place a block_number predicate")
    col = exp.column("block_number", table=alias)
    conds: list[exp.Expression] = []
    if scope.lo is not None:
        conds.append(exp.GTE(this=col.copy(), expression=exp.Literal.number(scope.lo)))
    if scope.hi is not None:
        conds.append(exp.LTE(this=col.copy(), expression=exp.Literal.number(scope.hi)))
    select.where(exp.and_(*conds), copy=False)


def _cap(tree: exp.Expression) -> exp.Expression:
    """Limit the outermost result to ``ROW_CAP`` rows."""
    if isinstance(tree, exp.Select):
        limit = tree.args.get("limit")
        value = _int(limit.expression) if isinstance(limit, exp.Limit) else None
        if value is None or value > ROW_CAP or value < 0:
            tree.limit(ROW_CAP, copy=False)
        return tree
    inner: Any = tree
    return exp.select("*").from_(inner.subquery("capped")).limit(ROW_CAP)
