import { Fragment } from 'react';

/**
 * Where an address may wrap: after the @ and before each dot, so that
 * "alice.leung@client.example" wraps as "alice.leung@" / "client.example", never mid-word.
 */
export function emailParts(email: string): string[] {
  const at = email.lastIndexOf('@');
  const split = (part: string) => part.split(/(?=\.)/);
  return at < 0 ? split(email) : [...split(email.slice(0, at + 1)), ...split(email.slice(at + 1))];
}

/**
 * An e-mail address that wraps only at its @ and dots. `overflow-wrap: break-word` stays as the
 * last resort for a part longer than the line, without letting a table squeeze the column to
 * single letters (as `anywhere` and `word-break: break-all` do).
 */
export default function EmailAddress({ email }: { email: string }) {
  return (
    <span style={{ overflowWrap: 'break-word', wordBreak: 'normal' }}>
      {emailParts(email).map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
