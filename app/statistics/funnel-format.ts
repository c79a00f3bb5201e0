/** "3,5 h", "2 dygn", or "–": how staff read a time to answer. */
export function formatHours(hours: number | null): string {
  if (hours === null) return "–";
  if (hours < 48) return `${(Math.round(hours * 10) / 10).toLocaleString("sv-SE")} h`;
  return `${Math.round(hours / 24)} dygn`;
}
