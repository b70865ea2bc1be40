import { useId, type ReactNode } from 'react';
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';

import { callSentence, callsOf, inlineParts, LOCALHOST_NOTE } from '../../call-map';
import styles from './styles.module.css';

/** A cell's words, with its code and screen names marked up. */
function Inline({ text }: { text: string }): ReactNode {
  return inlineParts(text).map((part, index) =>
    part.kind === 'code' ? (
      <code key={index}>{part.value}</code>
    ) : part.kind === 'strong' ? (
      <strong key={index}>{part.value}</strong>
    ) : (
      part.value
    ),
  );
}

/** Where each arrow's label sits, in the drawing's units: y of the arrow, and whether it points at Pulsarr. */
interface Arrow {
  mark: string;
  y: number;
  toPulsarr: boolean;
  label: [string, string?];
}

const ARROWS: readonly Arrow[] = [
  { mark: '1', y: 44, toPulsarr: true, label: ['http://your-server:3003'] },
  { mark: '2', y: 116, toPulsarr: false, label: ['instance URL', 'http://sonarr:8989'] },
  { mark: '3', y: 170, toPulsarr: true, label: ['baseUrl + port', 'http://pulsarr:3003'] },
  { mark: '4', y: 244, toPulsarr: false, label: ['Plex server, plex.tv', 'RSS feeds with Plex Pass'] },
  { mark: '5', y: 318, toPulsarr: false, label: ['the service URLs', 'you enter'] },
];

/** The boxes on the right, each with its name and a second line. */
const BOXES: readonly { y: number; height: number; name: string; detail: string }[] = [
  { y: 16, height: 52, name: 'Your browser', detail: 'on your network' },
  { y: 88, height: 110, name: 'Sonarr / Radarr', detail: 'ports 8989 / 7878' },
  { y: 216, height: 56, name: 'Plex', detail: 'server and plex.tv' },
  { y: 290, height: 56, name: 'Notifications', detail: 'Discord, Apprise' },
];

const HUB = { x: 8, width: 72 };
const BOX = { x: 266, width: 126 };

/**
 * The map of who calls whom in a Docker install, drawn as inline SVG so it takes the page's
 * colours in both colour modes and needs no script. The list after it says the same in words.
 */
export default function CallMap(): ReactNode {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const markerId = `${id}-arrow`;
  const calls = callsOf(useDocsVersion().version);
  return (
    <figure className={styles.callMap}>
      <svg
        className={styles.drawing}
        viewBox="0 0 400 420"
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
      >
        <title id={titleId}>Who calls whom in a Docker install of Pulsarr</title>
        <desc id={descId}>
          Your browser calls Pulsarr&apos;s web interface at http://your-server:3003. Pulsarr calls Sonarr and Radarr at
          the URLs of their instances, such as http://sonarr:8989. Sonarr and Radarr call Pulsarr&apos;s webhook at
          baseUrl plus port, such as http://pulsarr:3003. Pulsarr calls Plex, and with Plex Pass its RSS feeds, and the
          notification services. Inside a container, localhost is that container itself.
        </desc>
        <defs>
          <marker id={markerId} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto">
            <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHead} />
          </marker>
        </defs>
        <rect className={styles.hub} x={HUB.x} y={16} width={HUB.width} height={330} rx={8} />
        <text className={styles.hubName} x={HUB.x + HUB.width / 2} y={176} textAnchor="middle">
          Pulsarr
        </text>
        <text className={styles.detail} x={HUB.x + HUB.width / 2} y={196} textAnchor="middle">
          port 3003
        </text>
        {BOXES.map((box) => (
          <g key={box.name}>
            <rect className={styles.box} x={BOX.x} y={box.y} width={BOX.width} height={box.height} rx={8} />
            <text className={styles.name} x={BOX.x + BOX.width / 2} y={box.y + box.height / 2 - 2} textAnchor="middle">
              {box.name}
            </text>
            <text
              className={styles.detail}
              x={BOX.x + BOX.width / 2}
              y={box.y + box.height / 2 + 16}
              textAnchor="middle"
            >
              {box.detail}
            </text>
          </g>
        ))}
        {ARROWS.map((arrow) => {
          const [left, right] = [HUB.x + HUB.width + 2, BOX.x - 2];
          const labelX = (left + right) / 2;
          return (
            <g key={arrow.mark} className={arrow.mark === '3' ? styles.webhook : undefined}>
              <line
                className={styles.arrow}
                x1={arrow.toPulsarr ? right : left}
                x2={arrow.toPulsarr ? left : right}
                y1={arrow.y}
                y2={arrow.y}
                markerEnd={`url(#${markerId})`}
              />
              <text className={styles.label} x={labelX} y={arrow.y - (arrow.label[1] ? 22 : 8)} textAnchor="middle">
                <tspan className={styles.mark}>{arrow.mark}</tspan> {arrow.label[0]}
              </text>
              {arrow.label[1] && (
                <text className={styles.label} x={labelX} y={arrow.y - 8} textAnchor="middle">
                  {arrow.label[1]}
                </text>
              )}
            </g>
          );
        })}
        <text className={styles.note} x={200} y={378} textAnchor="middle">
          In a container, localhost is that container:
        </text>
        <text className={styles.note} x={200} y={398} textAnchor="middle">
          use container names or the host&apos;s LAN IP.
        </text>
      </svg>
      <figcaption className={styles.caption}>Who calls whom, and at which address</figcaption>
      <ol className={styles.calls}>
        {calls.map((call) => {
          const { who, rest } = callSentence(call);
          return (
            <li key={call.mark} value={Number(call.mark)}>
              <strong>{who}</strong>
              <Inline text={rest} />
            </li>
          );
        })}
      </ol>
      <p>
        <Inline text={LOCALHOST_NOTE} />
      </p>
    </figure>
  );
}
