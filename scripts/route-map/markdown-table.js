// A Markdown table from rows of plain values; empty cells print as a dash.

const escapeCell = (value) => (value === '' ? '—' : String(value).replace(/\|/g, '\\|'));

/** `columns`: [[header, key], ...]; `code`: keys whose cells are code spans. */
function markdownTable(columns, rows, code = []) {
  const cell = (row, key) => (row[key] !== '' && code.includes(key) ? `\`${row[key]}\`` : escapeCell(row[key]));
  return [
    `| ${columns.map(([header]) => header).join(' | ')} |`,
    `|${columns.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${columns.map(([, key]) => cell(row, key)).join(' | ')} |`),
  ].join('\n');
}

module.exports = { markdownTable };
