/** The header's 14 entries: Home, then the 13 series in the spec's order. */
export const NAV_ENTRIES: readonly { label: string; topic?: string }[] = [
  { label: 'Home' },
  { label: 'C', topic: 'c' },
  { label: 'C++', topic: 'c++' },
  { label: 'Python', topic: 'python' },
  { label: 'Java', topic: 'java' },
  { label: 'HTML', topic: 'html' },
  { label: 'CSS', topic: 'css' },
  { label: 'JavaScript', topic: 'javascript' },
  { label: 'React', topic: 'react' },
  { label: 'Node.js', topic: 'nodejs' },
  { label: 'Docker', topic: 'docker' },
  { label: 'Git', topic: 'git' },
  { label: 'Github', topic: 'github' },
  { label: 'DSA', topic: 'dsa' },
];
