import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { TOwnershipLinks } from '@portal/domain';
import {
  BADGE_GAP,
  badgeWidth,
  LABEL_SIZE,
  labelWidth,
  LAYOUT,
  layoutOwnershipDiagram,
  type TLayoutMode,
} from '../ownership-layout';
import { chainOf, DIAGRAM_NODE_CAP, type TDiagramMarks } from '../ownership-tree';
import { useElementWidth } from '../use-element-width';
import DiagramNode from './DiagramNode';

/**
 * The ownership tree as a picture (issue 22 point 6): the company at the top, its holders and each
 * corporate's owners below, every line labelled with the holder's share of the one above, SCRs and
 * UBOs marked in words. Pointing at, tapping or tabbing to a holder highlights its chains up to the
 * company. The layers are drawn side by side when they fit, else as indented rows (a phone).
 *
 * For screen readers the picture is a labelled list of its holders, each named with its share; the
 * screen's own text or table of the ownership stays beside it with every detail. (The SVG cannot be
 * aria-hidden: its holders take the keyboard focus.)
 */
export default function OwnershipDiagram({
  company,
  links,
  persons,
  mode,
  cap = DIAGRAM_NODE_CAP,
}: {
  company: string;
  links: TOwnershipLinks;
  /** SCR / UBO marks by holderID: the ownership result's persons. */
  persons: readonly TDiagramMarks[];
  /** Force one layout (tests); by default the width decides. */
  mode?: TLayoutMode;
  cap?: number;
}) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const name = company.trim() || t('ownershipDiagram.theCompany');
  const box = useRef<HTMLDivElement>(null);
  // Until measured (and in tests) the width is taken as a phone's: rows, which fit anywhere.
  const available = useElementWidth(box);
  const [active, setActive] = useState<string | null>(null);
  // Room on a node for both marks side by side, however long they are in this language.
  const contentWidth =
    badgeWidth(t('ownershipDiagram.scr')) + BADGE_GAP + badgeWidth(t('ownershipDiagram.ubo'));
  const layout = useMemo(
    () =>
      layoutOwnershipDiagram(name, links, persons, {
        mode,
        available: available || LAYOUT.indented.minWidth,
        cap,
        contentWidth,
      }),
    [name, links, persons, mode, available, cap, contentWidth],
  );
  const names = useMemo(() => new Map(layout.nodes.map((n) => [n.key, n.name])), [layout]);
  const chain = useMemo(() => (active ? chainOf(layout.nodes, active) : null), [layout, active]);
  const on = (key: string) => chain?.has(key) ?? false;
  const edgeColour = palette.text.secondary;

  if (layout.nodes.length <= 1) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('ownershipDiagram.hint')}
        {layout.shown < layout.total &&
          ` ${t('ownershipDiagram.capped', { shown: layout.shown, total: layout.total.toLocaleString() })}`}
        {layout.nodes.some((n) => n.repeat) && (
          <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5 }}>
            <svg width={28} height={14} aria-hidden="true" style={{ flexShrink: 0 }}>
              <rect
                x={1}
                y={1}
                width={26}
                height={12}
                rx={3}
                fill="none"
                stroke={palette.grey[500]}
                strokeDasharray="6 4"
              />
            </svg>
            {t('ownershipDiagram.repeatLegend')}
          </Box>
        )}
      </Typography>
      <Box ref={box} sx={{ overflowX: 'auto', pb: 0.5 }}>
        <Box
          component="svg"
          role="group"
          aria-label={t('ownershipDiagram.label', { company: name })}
          width={layout.width}
          height={layout.height}
          viewBox={`0 0 ${layout.width} ${layout.height}`}
          data-mode={layout.mode}
          sx={{
            display: 'block',
            fontFamily: 'inherit',
            '& .focus-ring': { visibility: 'hidden' },
            '& g:focus-visible .focus-ring': { visibility: 'visible' },
          }}
        >
          <g aria-hidden="true" fill="none">
            {layout.edges.map((edge) => (
              <path
                key={edge.key}
                d={edge.path}
                data-edge={edge.key}
                data-highlighted={on(edge.key) ? 'true' : undefined}
                stroke={on(edge.key) ? palette.primary.main : edgeColour}
                strokeWidth={on(edge.key) ? 3 : 1.5}
                opacity={chain && !on(edge.key) ? 0.3 : 1}
              />
            ))}
          </g>
          <g role="list">
            {layout.nodes.map((node) => (
              <DiagramNode
                key={node.key}
                node={node}
                mode={layout.mode}
                parentName={names.get(node.parentKey ?? '') ?? ''}
                highlighted={on(node.key)}
                onActive={setActive}
              />
            ))}
          </g>
          <g aria-hidden="true">
            {layout.edges
              .filter((edge) => edge.percent)
              .map((edge) => {
                const text = t('ownershipDiagram.percent', { percent: edge.percent });
                const w = labelWidth(text);
                const left = edge.labelAnchor === 'middle' ? edge.labelX - w / 2 : edge.labelX;
                return (
                  <g key={edge.key} transform={`translate(${left},${edge.labelY - 9})`}>
                    <rect
                      width={w}
                      height={18}
                      rx={9}
                      fill={on(edge.key) ? palette.primary.main : palette.background.paper}
                      stroke={on(edge.key) ? palette.primary.main : edgeColour}
                    />
                    <text
                      x={w / 2}
                      y={13}
                      textAnchor="middle"
                      fontSize={LABEL_SIZE}
                      fontWeight={700}
                      fill={on(edge.key) ? palette.primary.contrastText : palette.text.primary}
                    >
                      {text}
                    </text>
                  </g>
                );
              })}
          </g>
        </Box>
      </Box>
    </Box>
  );
}
