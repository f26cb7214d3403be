// Lines fitted to one Discord message: the newest kept, the count of the older ones left out
// named first. A leaf module (no imports), so the shared panel routine can use it without
// reaching the family registry.
export function fit(lines: string[], max = 1900): string {
  let text = lines.join('\n');
  if (text.length <= max) return text;
  const kept: string[] = [];
  let len = 0;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (len + lines[i].length + 1 > max - 40) break;
    kept.unshift(lines[i]);
    len += lines[i].length + 1;
  }
  text = `… (+${lines.length - kept.length})\n${kept.join('\n')}`;
  return text.slice(0, 2000);
}
