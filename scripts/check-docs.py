#!/usr/bin/env python3
"""Checks the documentation's links: every relative link and image in README.md,
CHANGELOG.md and docs/**/*.md names a file (or folder) that exists, and a link to a heading
of a Markdown file names a heading it has; the guide's SUMMARY.md lists every chapter in
docs/guide/ and nothing that is not there. Web addresses are not fetched (CI may be
offline). With mdBook on the PATH, the guide is also built (`mdbook build docs/guide`);
without it, that is said and skipped.

    scripts/check-docs.py          # exits 1, naming each broken link
"""

import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "guide"

# [text](target) and ![alt](target), outside code; a target has no spaces.
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
FENCE = re.compile(r"^(```|~~~)")
INLINE_CODE = re.compile(r"`[^`]*`")


def pages() -> list[pathlib.Path]:
    found = [ROOT / "README.md", ROOT / "CHANGELOG.md"]
    found += sorted((ROOT / "docs").rglob("*.md"))
    return [p for p in found if p.is_file() and "_book" not in p.relative_to(ROOT).parts]


def links(page: pathlib.Path):
    """(line number, target) of each link outside code blocks and code spans."""
    fenced = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line.strip()):
            fenced = not fenced
            continue
        if fenced:
            continue
        for match in LINK.finditer(INLINE_CODE.sub("", line)):
            yield number, match.group(1)


def anchor(heading: str) -> str:
    """A heading's anchor as GitHub and mdBook make it."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(page: pathlib.Path) -> set[str]:
    fenced, found = False, set()
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line.strip()):
            fenced = not fenced
        elif not fenced and line.startswith("#"):
            found.add(anchor(line.lstrip("#")))
    return found


def broken(page: pathlib.Path, target: str) -> str | None:
    if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto:
        return None
    path, _, fragment = target.partition("#")
    where = page if not path else (page.parent / path)
    if path and not where.exists():
        return "no such file"
    if fragment and where.suffix == ".md" and where.is_file():
        if fragment not in anchors(where):
            return f"no heading #{fragment} in {where.relative_to(ROOT)}"
    return None


def summary_problems() -> list[str]:
    summary = GUIDE / "SUMMARY.md"
    if not summary.is_file():
        return ["docs/guide/SUMMARY.md is missing"]
    listed = {
        (GUIDE / t.partition("#")[0]).resolve()
        for _, t in links(summary)
        if not re.match(r"^[a-z]+:", t)
    }
    chapters = {p.resolve() for p in GUIDE.glob("*.md") if p.name != "SUMMARY.md"}
    return [
        f"docs/guide/{p.name} is a chapter SUMMARY.md does not list"
        for p in sorted(chapters - listed)
    ]


def main() -> int:
    problems = []
    checked = 0
    for page in pages():
        for number, target in links(page):
            checked += 1
            why = broken(page, target)
            if why:
                problems.append(f"{page.relative_to(ROOT)}:{number}: {target}: {why}")
    problems += summary_problems()
    for p in problems:
        print(p, file=sys.stderr)
    print(f"check-docs: {checked} links in {len(pages())} pages, {len(problems)} broken")
    if problems:
        return 1
    if shutil.which("mdbook"):
        subprocess.run(["mdbook", "build", str(GUIDE)], check=True)
        print("check-docs: the guide builds with mdBook")
    else:
        print("check-docs: SKIPPED the mdBook build (mdbook is not on the PATH); links checked")
    return 0


if __name__ == "__main__":
    sys.exit(main())
