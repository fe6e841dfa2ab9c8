type Values = Record<string, string | undefined>;

/** One image's row of the arrangement form. */
export interface ImageRow {
  id: string;
  altVi: string;
  altEn: string;
  colour: string | null;
}

/** A move an image's button asks for: one place earlier or later, or first (the main image). */
export type ImageMove = 'earlier' | 'later' | 'main';

/**
 * The arrangement form's rows (`images.<n>.id`, `.altVi`, `.altEn`, `.colour`, in the page's
 * order) with the move its pressed button asked for (`move` = `<id>:<earlier|later|main>`).
 */
export function imagesFromForm(values: Values): ImageRow[] {
  const rows: ImageRow[] = [];
  for (let i = 0; values[`images.${i}.id`] !== undefined; i++) {
    rows.push({
      id: values[`images.${i}.id`] ?? '',
      altVi: values[`images.${i}.altVi`] ?? '',
      altEn: values[`images.${i}.altEn`] ?? '',
      colour: values[`images.${i}.colour`] || null,
    });
  }
  const [id, move] = (values.move ?? '').split(':');
  const from = rows.findIndex((row) => row.id === id);
  if (from < 0) return rows;
  const to =
    move === 'main' ? 0 : move === 'earlier' ? from - 1 : move === 'later' ? from + 1 : from;
  if (to < 0 || to >= rows.length || to === from) return rows;
  const [moved] = rows.splice(from, 1);
  rows.splice(to, 0, moved!);
  return rows;
}
