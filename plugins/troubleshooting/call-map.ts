/**
 * Who calls whom in a Docker install of Pulsarr, for each docs version: the words of the list
 * under the call map (theme/CallMap), which its Markdown twin (callMapTwin) says too. Text in
 * backticks is code and text in double asterisks a screen of the web interface, as in Markdown.
 */
import type { PhrasingContent, RootContent } from 'mdast';

export interface Call {
  /** The arrow's number in the drawing. */
  mark: string;
  from: string;
  to: string;
  address: string;
  setIn: string;
}

const BROWSER: Call = {
  mark: '1',
  from: 'Your browser',
  to: "Pulsarr's web interface",
  address: "`http://your-server:3003`: the host's address and the port published in `docker-compose.yml`",
  setIn: 'The `ports` line of `docker-compose.yml`',
};

/** Pulsarr → Sonarr and Radarr; each version names the instance's address field as its web interface does. */
function sonarrRadarr(addressField: string): Call {
  return {
    mark: '2',
    from: 'Pulsarr',
    to: 'Sonarr and Radarr',
    address: `${addressField}, such as \`http://192.168.1.10:8989\`, or \`http://sonarr:8989\` on a Docker network Pulsarr shares with Sonarr`,
    setIn: '**Sonarr → Instances** and **Radarr → Instances** in the web interface',
  };
}

const WEBHOOK_ADDRESS =
  '`baseUrl` and `port`, such as `http://192.168.1.10:3003`, or `http://pulsarr:3003` on a Docker network they share with Pulsarr, followed by `/v1/notifications/webhook`';

const CALLS: Readonly<Record<string, readonly Call[]>> = {
  current: [
    BROWSER,
    sonarrRadarr("Each instance's **Sonarr URL** or **Radarr URL**"),
    {
      mark: '3',
      from: 'Sonarr and Radarr',
      to: "Pulsarr's webhook",
      address: WEBHOOK_ADDRESS,
      setIn:
        '**Network Settings** on **Radarr → Instances** or **Sonarr → Instances**, a dialog that also opens when a connection test finds the address unreachable; a line in `.env` overrides it',
    },
    {
      mark: '4',
      from: 'Pulsarr',
      to: 'Plex',
      address: "Plex's online services for the watchlists (with Plex Pass, their RSS feeds too) and your Plex server",
      setIn: 'Your Plex token; `plexServerUrl` when the server is not detected',
    },
    {
      mark: '5',
      from: 'Pulsarr',
      to: 'Notification services',
      address: 'The addresses you enter for Discord, Apprise and your own webhooks',
      setIn: 'Their screens under **Notifications**',
    },
  ],
  '0.6.4': [
    BROWSER,
    sonarrRadarr("Each instance's URL field"),
    {
      mark: '3',
      from: 'Sonarr and Radarr',
      to: "Pulsarr's webhook",
      address: WEBHOOK_ADDRESS,
      setIn: '`.env` only; recreate the container after a change',
    },
    {
      mark: '4',
      from: 'Pulsarr',
      to: 'Plex',
      address:
        "Plex's online services for the watchlists (with Plex Pass, the RSS feeds that **Generate RSS** makes) and your Plex server",
      setIn:
        'Your Plex token, entered in the **Enter Your Plex Token** dialog at first run and kept in **Primary Plex Token** on **Plex → Configuration**; `plexServerUrl` in `.env` when the server is not detected',
    },
    {
      mark: '5',
      from: 'Pulsarr',
      to: 'Notification services',
      address: 'The addresses you enter for Discord, Apprise and Tautulli',
      setIn: 'Their screens under **Notifications**',
    },
  ],
};

/** Why `localhost` fails across containers: the sentence under the list. */
export const LOCALHOST_NOTE =
  "Inside a container, `localhost` and `127.0.0.1` are that container itself. Pulsarr's `localhost` is not Sonarr, and Sonarr's `localhost` is not Pulsarr, even on the same machine. Use the container's name when both containers share a Docker network, or the host's LAN IP address otherwise.";

/** A call in words, as one item of the list under the drawing (its number is the arrow's). */
export function callSentence(call: Call): { who: string; rest: string } {
  const setIn = call.setIn.charAt(0).toLowerCase() + call.setIn.slice(1);
  return { who: `${call.from} → ${call.to}`, rest: `: ${call.address}. Where you set it: ${setIn}.` };
}

/** The calls of a docs version's install; a version without a map stops the build, naming the ones that have one. */
export function callsOf(docsVersion: string): readonly Call[] {
  const calls = CALLS[docsVersion];
  if (!calls) {
    throw new Error(
      `The call map has no calls for docs version "${docsVersion}"; it has: ${Object.keys(CALLS).join(', ')}`,
    );
  }
  return calls;
}

/** A cell's text cut into plain, code (`…`) and screen (**…**) parts. */
export function inlineParts(text: string): { kind: 'text' | 'code' | 'strong'; value: string }[] {
  return text
    .split(/(`[^`]+`|\*\*[^*]+\*\*)/)
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('`')
        ? { kind: 'code', value: part.slice(1, -1) }
        : part.startsWith('**')
          ? { kind: 'strong', value: part.slice(2, -2) }
          : { kind: 'text', value: part },
    );
}

function phrasing(text: string): PhrasingContent[] {
  return inlineParts(text).map((part) =>
    part.kind === 'code'
      ? { type: 'inlineCode', value: part.value }
      : part.kind === 'strong'
        ? { type: 'strong', children: [{ type: 'text', value: part.value }] }
        : { type: 'text', value: part.value },
  );
}

/** The call map in a page's Markdown twin: the calls as a numbered list, and the localhost note. */
export function callMapTwin(docsVersion: string): RootContent[] {
  return [
    {
      type: 'paragraph',
      children: [{ type: 'text', value: 'Who calls whom in a Docker install of Pulsarr, and at which address:' }],
    },
    {
      type: 'list',
      ordered: true,
      start: 1,
      spread: false,
      children: callsOf(docsVersion).map((call) => {
        const { who, rest } = callSentence(call);
        return {
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [{ type: 'strong', children: [{ type: 'text', value: who }] }, ...phrasing(rest)],
            },
          ],
        };
      }),
    },
    { type: 'paragraph', children: phrasing(LOCALHOST_NOTE) },
  ];
}
