import { SaxesParser } from 'saxes';
import { ListFormatError } from '@portal/domain';

/**
 * A strict XML reader for list files: the whole document as a small tree of elements, or a
 * ListFormatError naming the line where it stops being well-formed (a cut-off download ends with an
 * unclosed tag). saxes checks well-formedness as the XML specification says and never fetches or
 * expands a DTD, so a file cannot make the server read anything else.
 */

export interface TXmlElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: TXmlElement[];
  /** The element's own text (not its children's). */
  text: string;
  /** The line its start tag is on. */
  line: number;
}

/** The document's root element with everything under it. */
export function readXml(xml: string): TXmlElement {
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  const open: TXmlElement[] = [];
  let root: TXmlElement | undefined;
  parser.on('opentag', (tag) => {
    const element: TXmlElement = {
      name: tag.name,
      attributes: tag.attributes,
      children: [],
      text: '',
      line: parser.line,
    };
    open.at(-1)?.children.push(element);
    root ??= element;
    open.push(element);
  });
  parser.on('closetag', () => {
    open.pop();
  });
  const addText = (text: string): void => {
    const current = open.at(-1);
    if (current) current.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  // saxes says "line:column: what"; the line goes to the error's own field.
  const what = (error: unknown): string =>
    error instanceof Error ? error.message.replace(/^\d+:\d+:\s*/, '') : String(error);
  try {
    parser.write(xml);
  } catch (error) {
    throw new ListFormatError(`The XML is not well-formed: ${what(error)}`, parser.line);
  }
  try {
    parser.close();
  } catch (error) {
    throw new ListFormatError(
      `The XML ends before it is complete (a cut-off file?): ${what(error)}`,
      parser.line,
    );
  }
  if (!root) throw new ListFormatError('The XML has no root element');
  return root;
}

/** The first child of that name. */
export function child(element: TXmlElement, name: string): TXmlElement | undefined {
  return element.children.find((c) => c.name === name);
}

/** Every child of that name. */
export function childrenNamed(element: TXmlElement, name: string): TXmlElement[] {
  return element.children.filter((c) => c.name === name);
}

/** An element's own text with whitespace collapsed (the UN list has stray spaces and newlines). */
export function ownText(element: TXmlElement): string {
  return element.text.replace(/\s+/g, ' ').trim();
}

/** A child's text; '' when the child is missing or an empty placeholder. */
export function textOf(element: TXmlElement, name: string): string {
  const found = child(element, name);
  return found ? ownText(found) : '';
}

/** The texts of a child's VALUE elements (UN NATIONALITY, DESIGNATION, TITLE…), empty ones left out. */
export function valuesOf(element: TXmlElement, name: string): string[] {
  const holder = child(element, name);
  return holder ? childrenNamed(holder, 'VALUE').map(ownText).filter(Boolean) : [];
}
