/** Saves text as a file through a temporary link. */
export function download(filename: string, content: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function downloadJson(filename: string, data: unknown): void {
  download(filename, JSON.stringify(data, null, 2), 'application/json');
}

/** RFC 4180 CSV; cells that a spreadsheet would run as a formula get a leading quote. */
export function toCsv(rows: (string | number)[][]): string {
  return rows
    .map((row) =>
      row
        .map((cell) => {
          let value = String(cell);
          if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(value)) value = "'" + value;
          return /[",\n\r]/.test(value) ? '"' + value.replace(/"/g, '""') + '"' : value;
        })
        .join(','),
    )
    .join('\r\n');
}

export function downloadCsv(filename: string, rows: (string | number)[][]): void {
  download(filename, '\uFEFF' + toCsv(rows), 'text/csv;charset=utf-8');
}
