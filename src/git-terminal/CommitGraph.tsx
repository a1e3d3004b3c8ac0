import type { History } from '../../shared/git-terminal/git/read-history';
import { layOutLanes, topologicalOrder, type GraphRow } from './graph-lanes';

const LANE_WIDTH = 16;
const DOT_RADIUS = 5;

/** The repository's history as a list of commits, newest first, with the lanes of `git log --graph` drawn beside them. */
export function CommitGraph({ history }: { history: History | undefined }) {
  if (!history) return <p className="gt-graph-empty">No repository here yet: its history appears after git init.</p>;
  if (history.commits.length === 0) {
    return <p className="gt-graph-empty">{history.head.branch ? `On ${history.head.branch}: no commits yet.` : 'No commits yet.'}</p>;
  }
  const commits = topologicalOrder(history.commits);
  const rows = layOutLanes(commits);
  const width = (Math.max(...rows.map((row) => Math.max(row.before.length, row.after.length, row.lane + 1))) + 0.5) * LANE_WIDTH;
  return (
    <ol className="gt-graph" aria-label="Commits, newest first">
      {commits.map((commit, index) => (
        <li key={commit.id} className="gt-commit" style={{ paddingLeft: width }}>
          {/* As tall as its row, however the text wraps: heights are in percent, so lanes join the rows above and below. */}
          <svg className="gt-lanes" width={width} aria-hidden="true" focusable="false">
            <Lanes row={rows[index]!} />
          </svg>
          <span className="gt-commit-text">
            <code className="gt-hash">{commit.id.slice(0, 7)}</code>
            {labels(history, commit.id).map((label) => (
              <span key={label.text} className="gt-label" data-kind={label.kind}>
                {label.text}
              </span>
            ))}
            <span className="gt-subject">{commit.subject}</span>
            {commit.parents.length > 1 && <span className="visually-hidden"> (a merge of {commit.parents.length} commits)</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The names that point at a commit, as `git log --decorate` shows them: HEAD first, then branches, remote branches, tags. */
function labels(history: History, id: string): { text: string; kind: string }[] {
  const found: { text: string; kind: string }[] = [];
  const { head } = history;
  if (head.commit === id) found.push(head.branch ? { text: `HEAD → ${head.branch}`, kind: 'head' } : { text: 'HEAD', kind: 'head' });
  for (const ref of history.refs) {
    if (ref.target !== id || (ref.kind === 'branch' && ref.name === head.branch && head.commit === id)) continue;
    found.push({ text: ref.kind === 'tag' ? `tag: ${ref.name}` : ref.name, kind: ref.kind });
  }
  return found;
}

function Lanes({ row }: { row: GraphRow }) {
  const x = (lane: number) => (lane + 0.5) * LANE_WIDTH;
  const [top, middle, bottom] = ['0%', '50%', '100%'];
  const lines = [];
  row.before.forEach((id, lane) => {
    if (id !== null)
      lines.push(<line key={`b${lane}`} x1={x(lane)} y1={top} x2={x(id === row.id ? row.lane : lane)} y2={middle} data-lane={lane % 6} />);
  });
  row.after.forEach((id, lane) => {
    if (id === null) return;
    const fromCommit = row.parentLanes.includes(lane) && row.before[lane] !== id;
    lines.push(<line key={`a${lane}`} x1={x(fromCommit ? row.lane : lane)} y1={middle} x2={x(lane)} y2={bottom} data-lane={lane % 6} />);
  });
  // A parent already waited for in another lane: the commit joins that lane too.
  for (const lane of row.parentLanes) {
    if (row.before[lane] === row.after[lane] && lane !== row.lane) {
      lines.push(<line key={`j${lane}`} x1={x(row.lane)} y1={middle} x2={x(lane)} y2={bottom} data-lane={lane % 6} />);
    }
  }
  return (
    <>
      {lines}
      <circle cx={x(row.lane)} cy={middle} r={DOT_RADIUS} data-lane={row.lane % 6} />
    </>
  );
}
