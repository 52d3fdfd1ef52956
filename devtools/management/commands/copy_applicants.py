"""Copies every applicant, with the rows that hang off it, to make a benchmark database
N times larger than seeding can in the time (issue 12's million: seeding runs at a few
hundred a second). PostgreSQL only.

Each copy gets the ids of the originals plus a multiple of the largest id, table by table,
and the references between copied rows (applicant, document, review) are shifted alike.
The copies are written one after the other in id order, so the table's rows lie in order
of arrival as seeded ones would: a word's matches on as many pages as in a real table (the
copies of one applicant side by side would put them on fewer).
"""

import time

from django.core.management.base import BaseCommand, CommandError
from django.db import connection

# Columns that refer to a copied row: table whose ids they hold.
SHIFTED = {
    "applicant_id": "applicants_applicant",
    "possible_duplicate_of_id": "applicants_applicant",
    "document_id": "applicants_document",
    "superseded_by_id": "applicants_document",
    "review_id": "reviews_review",
}
# Unique where set (a document's bytes): a copy leaves it empty.
EMPTIED = {("applicants_document", "sha256")}


class Command(BaseCommand):
    help = "Makes N copies of every applicant and its rows in all (PostgreSQL, benchmarks)."

    def add_arguments(self, parser):
        parser.add_argument("times", type=int, help="how many of each applicant in the end")

    def handle(self, times, **options):
        if connection.vendor != "postgresql":
            raise CommandError("copy_applicants needs PostgreSQL.")
        if times < 2:
            raise CommandError("Give 2 or more.")
        started = time.perf_counter()
        with connection.cursor() as cursor:
            # Foreign keys checked per statement: an index cannot be built on a table with
            # checks pending, as they would be inside a transaction.
            cursor.execute("SET CONSTRAINTS ALL IMMEDIATE")
            tables = _tables(cursor)
            largest = {table: _largest_id(cursor, table) for table in set(SHIFTED.values())}
            for table in tables:
                _copy(cursor, table, times, largest)
                self.stdout.write(f"{table}: {time.perf_counter() - started:.0f} s")
            for table in tables:
                if not _has_id(cursor, table):
                    continue
                cursor.execute("SELECT pg_get_serial_sequence(%s, 'id')", [table])
                sequence = cursor.fetchone()[0]
                if sequence:
                    cursor.execute(f"SELECT setval(%s, (SELECT max(id) FROM {table}))", [sequence])
        self.stdout.write(
            self.style.SUCCESS(
                f"{times} of each applicant in {time.perf_counter() - started:.0f} s; "
                "now VACUUM ANALYZE (a FULL one if the tables held dead rows)"
            )
        )


def _tables(cursor) -> list[str]:
    """The applicant's table, the documents, then every table with rows that refers to an
    applicant, then those that refer to a review (criterion scores)."""
    cursor.execute(
        """SELECT DISTINCT c.conrelid::regclass::text, a.attname FROM pg_constraint c
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY(c.conkey)
        WHERE c.contype = 'f' AND c.confrelid IN
            ('applicants_applicant'::regclass, 'reviews_review'::regclass)
        AND a.attname IN ('applicant_id', 'review_id')"""
    )
    found = sorted(cursor.fetchall(), key=lambda row: (row[1] != "applicant_id", row[0]))
    first = ["applicants_applicant", "applicants_document", "reviews_review"]
    tables = first + [table for table, _ in found if table not in first]
    return [table for table in dict.fromkeys(tables) if _has_rows(cursor, table)]


def _has_rows(cursor, table: str) -> bool:
    cursor.execute(f"SELECT EXISTS (SELECT 1 FROM {table})")
    return cursor.fetchone()[0]


def _has_id(cursor, table: str) -> bool:
    cursor.execute(
        "SELECT EXISTS (SELECT 1 FROM information_schema.columns "
        "WHERE table_schema = current_schema() AND table_name = %s AND column_name = 'id')",
        [table],
    )
    return cursor.fetchone()[0]


def _largest_id(cursor, table: str) -> int:
    cursor.execute(f"SELECT coalesce(max(id), 0) FROM {table}")
    return cursor.fetchone()[0]


def _copy(cursor, table: str, times: int, largest: dict[str, int]) -> None:
    """times - 1 copies of the table's rows, one after the other in id order; its other
    indexes dropped meanwhile and built again after (cheaper than kept row by row)."""
    cursor.execute(
        "SELECT column_name FROM information_schema.columns WHERE table_schema = "
        "current_schema() AND table_name = %s AND is_generated = 'NEVER' "
        "ORDER BY ordinal_position",
        [table],
    )
    columns = [name for (name,) in cursor.fetchall()]
    own = largest.get(table) or (_largest_id(cursor, table) if "id" in columns else 0)
    values = []
    for column in columns:
        if column == "id":
            values.append(f"id + %(k)s * {own}")
        elif column in SHIFTED:
            values.append(f"{column} + %(k)s * {largest[SHIFTED[column]]}")
        elif (table, column) in EMPTIED:
            values.append("''")
        else:
            values.append(column)
    cursor.execute(
        "SELECT indexrelid::regclass::text, pg_get_indexdef(indexrelid) FROM pg_index "
        "WHERE indrelid = %s::regclass AND NOT indisprimary AND NOT indisunique",
        [table],
    )
    indexes = cursor.fetchall()
    for name, _ in indexes:
        cursor.execute(f"DROP INDEX {name}")
    cursor.execute(
        "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid "
        "AND a.attnum = ANY(i.indkey) WHERE i.indrelid = %s::regclass AND i.indisprimary",
        [table],
    )
    order = cursor.fetchone()[0]
    original = f"SELECT {', '.join(values)} FROM {table} WHERE {order} <= %(last)s ORDER BY {order}"
    cursor.execute(f"SELECT max({order}) FROM {table}")
    last = cursor.fetchone()[0]
    for k in range(1, times):
        cursor.execute(
            f"INSERT INTO {table} ({', '.join(columns)}) {original}", {"k": k, "last": last}
        )
    for _, definition in indexes:
        cursor.execute(definition)
