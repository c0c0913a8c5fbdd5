import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type TBlock = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * A legal text as the locale files write it, one string (locale values are strings only, see
 * scripts/check-locales.mjs): a line starting with "## " is a heading, lines starting with "- " a
 * list, other lines paragraphs (a blank line or a heading ends one).
 */
export function parseLegalText(body: string): TBlock[] {
  const blocks: TBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    const last = blocks.at(-1);
    if (!line) flush();
    else if (line.startsWith('## ')) {
      flush();
      blocks.push({ kind: 'heading', text: line.slice(3) });
    } else if (line.startsWith('- ')) {
      flush();
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The blocks of a legal text: headings one level under the dialog's title, lists and paragraphs. */
export default function LegalTextBody({ body }: { body: string }) {
  return (
    <Box sx={{ '& > * + *': { mt: 1.5 } }}>
      {parseLegalText(body).map((block, index) =>
        block.kind === 'heading' ? (
          <Typography key={index} variant="h5" component="h3" sx={{ pt: 1 }}>
            {block.text}
          </Typography>
        ) : block.kind === 'list' ? (
          <Box key={index} component="ul" sx={{ pl: 3, my: 0, '& li + li': { mt: 0.5 } }}>
            {block.items.map((item) => (
              <Typography key={item} component="li" variant="body2">
                {item}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={index} variant="body2">
            {block.text}
          </Typography>
        ),
      )}
    </Box>
  );
}
