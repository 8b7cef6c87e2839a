/**
 * A detected date format (importFile's DATE_FORMATS) in the reader's letters: "DD/MM/YYYY HH:mm"
 * reads "JJ/MM/AAAA HH:mm" in French, as the format hint writes it. `letters` is the translation of
 * "DY": the letters for day and year.
 */
export function localDateFormat(format: string, letters: string): string {
  const [day = 'D', year = 'Y'] = [...letters];
  return format.replace(/D/g, day).replace(/Y/g, year);
}
