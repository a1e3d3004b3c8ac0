/** Where an exercise's solved mark and kept answer are filed: its note, and its heading's anchor. */
export interface ExerciseKey {
  series: string;
  id: number;
  exercise: string;
}

export const answerKey = ({ series, id, exercise }: ExerciseKey) => `${series}/${id}#${exercise}`;
