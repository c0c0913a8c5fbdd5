import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import {
  BADGE_GAP,
  badgeWidth,
  fitText,
  LABEL_SIZE,
  labelWidth,
  NAME_SIZE,
  shortPercent,
  type TLayoutMode,
  type TPlacedNode,
} from '../ownership-layout';

const BADGE_SIZE = LABEL_SIZE;

/** A person's head and shoulders, or a building: the holder's type without relying on colour. */
function TypeIcon({ kind, x, y, color }: { kind: 'I' | 'C'; x: number; y: number; color: string }) {
  return kind === 'I' ? (
    <g transform={`translate(${x},${y})`} fill="none" stroke={color} strokeWidth={1.5}>
      <circle cx={7} cy={4.5} r={3.5} />
      <path d="M1 14c0-3.5 2.7-5.5 6-5.5s6 2 6 5.5" />
    </g>
  ) : (
    <g transform={`translate(${x},${y})`} fill="none" stroke={color} strokeWidth={1.5}>
      <rect x={2} y={1} width={10} height={13} rx={1} />
      <path d="M5 4.5h1.5M8 4.5h1.5M5 8h1.5M8 8h1.5M6 14v-2.5h2V14" />
    </g>
  );
}

interface TBadge {
  text: string;
  fill: string;
  color: string;
}

/** Small labelled marks in a row (SCR, UBO, loop…), cut off rather than drawn past `width`. */
function Badges({ badges, x, y, width }: { badges: TBadge[]; x: number; y: number; width: number }) {
  const placed: { badge: TBadge; at: number; w: number }[] = [];
  for (const badge of badges) {
    const w = badgeWidth(badge.text);
    const at = placed.reduce((left, p) => left + p.w + BADGE_GAP, x);
    if (at + w > x + width) break;
    placed.push({ badge, at, w });
  }
  return (
    <>
      {placed.map(({ badge, at, w }) => (
        <g key={badge.text} transform={`translate(${at},${y - 12})`}>
          <rect width={w} height={16} rx={8} fill={badge.fill} />
          <text
            x={w / 2}
            y={12}
            textAnchor="middle"
            fontSize={BADGE_SIZE}
            fontWeight={600}
            fill={badge.color}
          >
            {badge.text}
          </text>
        </g>
      ))}
    </>
  );
}

/**
 * One node of the ownership diagram: the company, a holder (name, type icon, SCR / UBO / repeat / loop
 * marks) or a "N more" note. A holder is focusable; focus and hover report it to the diagram, which
 * highlights its chains.
 */
export default function DiagramNode({
  node,
  mode,
  parentName,
  highlighted,
  onActive,
}: {
  node: TPlacedNode;
  mode: TLayoutMode;
  parentName: string;
  highlighted: boolean;
  onActive: (key: string | null) => void;
}) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const { x, y, width, height, kind } = node;

  if (kind === 'more') {
    const text = t('ownershipDiagram.more', { number: node.more.toLocaleString() });
    return (
      <g role="listitem" aria-label={t('ownershipDiagram.moreLabel', { number: node.more })} data-kind="more">
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          rx={8}
          fill="none"
          stroke={palette.text.secondary}
          strokeDasharray="4 3"
        />
        <text
          x={x + (mode === 'down' ? width / 2 : 14)}
          y={y + height / 2 + 4}
          textAnchor={mode === 'down' ? 'middle' : 'start'}
          fontSize={NAME_SIZE}
          fill={palette.text.secondary}
        >
          {text}
        </text>
      </g>
    );
  }

  const company = kind === 'company';
  const typeText = kind === 'I' ? t('ownershipDiagram.individual') : t('ownershipDiagram.corporate');
  const marks = [
    node.isScr && t('ownershipDiagram.scr'),
    node.isUbo && t('ownershipDiagram.ubo'),
    node.loop && t('ownershipDiagram.loop'),
    node.repeat && !node.loop && t('ownershipDiagram.repeat'),
  ].filter((m): m is string => Boolean(m));
  const percent = t('ownershipDiagram.percent', { percent: shortPercent(node.share?.percent ?? '0') });
  const label = company
    ? t('ownershipDiagram.companyLabel', { name: node.name })
    : [
        t('ownershipDiagram.nodeLabel', {
          name: node.name,
          type: typeText,
          parent: parentName,
          percent,
        }),
        ...marks,
      ].join(', ');

  // A loop first: it is what is wrong. A repeat is drawn dashed (the diagram's legend says so).
  const contrast = (fill: string) => palette.getContrastText(fill);
  const badge = (text: string, fill: string): TBadge => ({ text, fill, color: contrast(fill) });
  const badges = [
    node.loop && badge(t('ownershipDiagram.loop'), palette.warning.dark),
    node.isScr && badge(t('ownershipDiagram.scr'), palette.secondary.main),
    node.isUbo && badge(t('ownershipDiagram.ubo'), palette.primary.main),
  ].filter((b): b is TBadge => Boolean(b));

  // In rows the percentage sits at the start of the node, where the line arrives.
  const left = mode === 'indented' && !company ? 6 + labelWidth(percent) + 8 : 10;
  const text = company ? palette.primary.contrastText : palette.text.primary;
  const fill = company
    ? palette.primary.main
    : highlighted
      ? palette.primary.light
      : palette.background.paper;
  const stroke = company ? palette.primary.dark : highlighted ? palette.primary.main : palette.grey[500];
  const line1 = company ? y + height / 2 + 5 : y + (mode === 'down' ? 22 : 19);
  const line2 = y + (mode === 'down' ? 44 : 38);
  const centred = company && mode === 'down';
  const nameX = centred ? x + width / 2 : company ? x + 12 : x + left + 20;
  const inner = centred ? width - 16 : x + width - 8 - nameX;

  return (
    <g
      role="listitem"
      tabIndex={0}
      aria-label={label}
      data-key={node.key}
      data-highlighted={highlighted ? 'true' : undefined}
      onMouseEnter={() => onActive(node.key)}
      onMouseLeave={() => onActive(null)}
      onFocus={() => onActive(node.key)}
      onBlur={() => onActive(null)}
      style={{ cursor: 'default', outline: 'none' }}
    >
      <title>{node.name}</title>
      <rect
        className="focus-ring"
        x={x - 4}
        y={y - 4}
        width={width + 8}
        height={height + 8}
        rx={12}
        fill="none"
        stroke={palette.text.primary}
        strokeWidth={2}
      />
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        rx={kind === 'C' || company ? 4 : height / 2.5}
        fill={fill}
        stroke={stroke}
        strokeWidth={highlighted ? 2.5 : 1.25}
        strokeDasharray={node.repeat ? '6 4' : undefined}
      />
      {!company && <TypeIcon kind={kind} x={x + left} y={line1 - 12} color={palette.text.secondary} />}
      <text
        x={nameX}
        y={line1}
        textAnchor={centred ? 'middle' : 'start'}
        fontSize={NAME_SIZE}
        fontWeight={600}
        fill={text}
      >
        {fitText(node.name, inner, NAME_SIZE)}
      </text>
      {badges.length > 0 && <Badges badges={badges} x={x + left} y={line2} width={width - left - 8} />}
      {badges.length === 0 && !company && (
        <text x={x + left} y={line2} fontSize={BADGE_SIZE} fill={palette.text.secondary}>
          {typeText}
        </text>
      )}
    </g>
  );
}
