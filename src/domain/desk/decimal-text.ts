// Numbers as a form's field shows them to its reader: the language's decimal separator and no
// grouping, so that what the field shows is what it reads back (parseDecimal takes either separator).

const separators = new Map<string, string>();

/** '.' for en-GB, ',' for pt-PT. */
export function decimalSeparator(tag: string): string {
  let separator = separators.get(tag);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(tag).formatToParts(0.5).find((part) => part.type === 'decimal')?.value ?? '.';
    separators.set(tag, separator);
  }
  return separator;
}

/** '1.5' (en-GB), '1,5' (pt-PT); '39.211545' stays every digit it has. */
export const decimalText = (value: number, tag = 'en-GB'): string =>
  String(value).replace('.', decimalSeparator(tag));
