/** A card header's background and the text colour that meets WCAG AA on it. */
export interface TopicColor {
  background: string;
  foreground: string;
}

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#111827';

const TOPIC_COLORS: Readonly<Record<string, TopicColor>> = {
  c: { background: '#3949ab', foreground: LIGHT_TEXT },
  'c++': { background: '#00599c', foreground: LIGHT_TEXT },
  python: { background: '#2b5b84', foreground: LIGHT_TEXT },
  java: { background: '#b3261e', foreground: LIGHT_TEXT },
  html: { background: '#c2410c', foreground: LIGHT_TEXT },
  css: { background: '#6d28d9', foreground: LIGHT_TEXT },
  javascript: { background: '#f7df1e', foreground: DARK_TEXT },
  react: { background: '#0e7490', foreground: LIGHT_TEXT },
  nodejs: { background: '#2f6f2d', foreground: LIGHT_TEXT },
  docker: { background: '#0b5cad', foreground: LIGHT_TEXT },
  git: { background: '#b93a1d', foreground: LIGHT_TEXT },
  github: { background: '#24292f', foreground: LIGHT_TEXT },
  dsa: { background: '#0f766e', foreground: LIGHT_TEXT },
};

/** The colour of any topic other than the 13 series. */
export const DEFAULT_TOPIC_COLOR: TopicColor = { background: '#2563eb', foreground: LIGHT_TEXT };

export function topicColor(topic: string): TopicColor {
  return TOPIC_COLORS[topic.toLowerCase()] ?? DEFAULT_TOPIC_COLOR;
}

export const COLOURED_TOPICS = Object.keys(TOPIC_COLORS);
