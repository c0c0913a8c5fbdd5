import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FieldHelp, { FieldWithHelp } from '../../../ui-component/FieldHelp';
import { helpKeys, helpTopicForPath, type THelpTopic } from '../field-help';

/** The help of one topic (why, format, example), titled with the field's own label or the topic's. */
export function TopicHelp({
  topic,
  label,
  variant,
}: {
  topic: THelpTopic;
  label?: string;
  variant?: 'icon' | 'text';
}) {
  const { t } = useTranslation();
  const keys = helpKeys(topic);
  return (
    <FieldHelp
      label={label ?? t(keys.label)}
      why={t(keys.why)}
      format={t(keys.format)}
      example={t(keys.example)}
      variant={variant}
    />
  );
}

/**
 * A form field with its help button beside it when the field has a help topic (given, or found from
 * its draft path); any other field is rendered as it is.
 */
export function HelpedField({
  path,
  topic,
  label,
  children,
}: {
  path?: string;
  topic?: THelpTopic;
  label: string;
  children: ReactNode;
}) {
  const found = topic ?? (path === undefined ? undefined : helpTopicForPath(path));
  return (
    <FieldWithHelp help={found ? <TopicHelp topic={found} label={label} /> : null}>{children}</FieldWithHelp>
  );
}

/**
 * A section's hint (or nothing) with a "Help" button after it when there is a topic, for help about a
 * whole group of fields (an address, an officer's role): placed below a fieldset's legend, so the
 * legend alone stays the group's name.
 */
export function SectionHelp({
  topic,
  hint,
  label,
}: {
  topic: THelpTopic | undefined;
  hint?: ReactNode;
  label?: string;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Box sx={{ color: 'text.secondary', typography: 'body2', minWidth: 0 }}>{hint}</Box>
      {topic && <TopicHelp topic={topic} label={label} variant="text" />}
    </Box>
  );
}
