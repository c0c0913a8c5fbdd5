/**
 * A sanctions list file that cannot be read whole: malformed, truncated or not a list at all. The
 * importers fail the whole import on it (issue 20 point 1), so a bad download never replaces a good
 * list; the message names the file and line where it can.
 */
export class ListFormatError extends Error {
  constructor(
    /** What is wrong, in words for the operator. */
    readonly reason: string,
    /** The line it was found on, when there is one. */
    readonly line: number | null = null,
    /** The file's name, once the caller knows which file it was. */
    readonly file: string | null = null,
  ) {
    super(`${file ? `${file}: ` : ''}${reason}${line === null ? '' : ` (line ${line})`}`);
    this.name = 'ListFormatError';
  }

  /** The same error, naming the file it was found in. */
  inFile(file: string): ListFormatError {
    return new ListFormatError(this.reason, this.line, file);
  }
}
