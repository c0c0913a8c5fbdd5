import type { ReactNode } from 'react';
import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';

interface TMainCardProps extends Omit<CardProps, 'title'> {
  title?: ReactNode;
  /** Content at the right of the title row (buttons, filters). */
  action?: ReactNode;
  /**
   * The title's heading level: h1 when the card's title is the page's own (one per page); div when
   * the title holds its own heading among other things (a status chip beside a name).
   */
  titleLevel?: 'h1' | 'h2' | 'div';
  children: ReactNode;
}

/** The standard content card of the portal (Berry's MainCard): optional title row, then content. */
export default function MainCard({
  title,
  action,
  titleLevel = 'h2',
  children,
  ...cardProps
}: TMainCardProps) {
  return (
    <Card {...cardProps}>
      {title && (
        <>
          <CardHeader title={title} action={action} slotProps={{ title: { component: titleLevel } }} />
          <Divider />
        </>
      )}
      <CardContent sx={{ p: 3, '&:last-child': { pb: 3 } }}>{children}</CardContent>
    </Card>
  );
}
