#!/usr/bin/env bash
# Opens exported files as users do, in LibreOffice Calc set to fr-FR and to en-US, and counts per column the
# cells it read as numbers, dates and text (docs/exports.md). A number or a date counted as text is a defect.
#   scripts/exports-in-libreoffice.sh events_list_2026-11-29.csv graph_2026-11-29.csv export_2026-11-29.xlsx
# Needs Debian's libreoffice-calc-nogui and python3. fr-FR opens with ";", en-US with "," (the separator a
# double-click takes in each), unless SEPARATOR is set; LOCALES="fr-FR" opens a French file in fr-FR only.
set -euo pipefail
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for file in "$@"; do
  for locale in ${LOCALES:-fr-FR en-US}; do
    case $locale in fr-FR) lang=1036 sep=59 ;; en-US) lang=1033 sep=44 ;; esac
    sep=${SEPARATOR:-$sep}
    out="$work/$locale"
    mkdir -p "$out"
    if [[ $file == *.csv ]]; then
      soffice --headless "-env:UserInstallation=file://$work/profile-$locale" --convert-to xlsx \
        --infilter="CSV:$sep,34,76,1,,$lang" --outdir "$out" "$file" > /dev/null 2>&1
    else
      # Opened and saved again by LibreOffice: what it made of the workbook's cells.
      soffice --headless "-env:UserInstallation=file://$work/profile-$locale" --convert-to xlsx \
        --outdir "$out" "$file" > /dev/null 2>&1
    fi
    python3 - "$out/$(basename "${file%.*}").xlsx" "$(basename "$file")" "$locale" <<'PY'
import re, sys, zipfile
path, name, locale = sys.argv[1:4]
book = zipfile.ZipFile(path)
sheet = book.read('xl/worksheets/sheet1.xml').decode()
styles = book.read('xl/styles.xml').decode()
strings = re.findall(r'<si>(.*?)</si>', book.read('xl/sharedStrings.xml').decode(), re.S) if 'xl/sharedStrings.xml' in book.namelist() else []
text_of = lambda raw: re.sub(r'<[^>]+>', '', raw)
# Number formats: a style whose format shows a day, month or year holds dates.
formats = {m.group(1): m.group(2) for m in re.finditer(r'<numFmt numFmtId="(\d+)" formatCode="([^"]*)"', styles)}
xfs = re.search(r'<cellXfs[^>]*>(.*?)</cellXfs>', styles, re.S).group(1)
style_ids = re.findall(r'<xf [^>]*numFmtId="(\d+)"', xfs)
def is_date_style(index):
    fmt_id = style_ids[index] if index < len(style_ids) else '0'
    code = formats.get(fmt_id, '')
    return 14 <= int(fmt_id) <= 22 or bool(re.search(r'[dmy]', re.sub(r'"[^"]*"|\[[^]]*\]', '', code), re.I))
columns, counts = {}, {}
for row in re.finditer(r'<row [^>]*>(.*?)</row>', sheet, re.S):
    for cell in re.finditer(r'<c r="([A-Z]+)(\d+)"([^>]*?)(?:/>|>(.*?)</c>)', row.group(1), re.S):
        col, line, attrs, inner = cell.groups()
        kind = re.search(r't="(\w+)"', attrs)
        style = re.search(r's="(\d+)"', attrs)
        value = re.search(r'<v>(.*?)</v>', inner or '')
        if kind and kind.group(1) == 's':
            text = text_of(strings[int(value.group(1))])
            if line == '1': columns[col] = text; continue
            typ = 'text'
        elif kind and kind.group(1) in ('str', 'inlineStr'):
            typ = 'text'
        elif value is None:
            continue
        else:
            typ = 'date' if style and is_date_style(int(style.group(1))) else 'number'
        counts.setdefault(col, {}).setdefault(typ, 0)
        counts[col][typ] += 1
print(f'{name} in {locale}:')
for col, kinds in counts.items():
    print(f'  {columns.get(col, col)[:40]:40} ' + ', '.join(f'{k} {v}' for k, v in sorted(kinds.items())))
PY
  done
done
