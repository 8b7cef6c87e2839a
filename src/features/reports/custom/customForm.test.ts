import { customFormDefaults, customFormSchema, moveItem, type CustomFormValues } from './customForm';

const values: CustomFormValues = {
  projectId: 2,
  name: ' Revue ',
  introduction: '',
  graphs: [
    { graphId: 8, graphName: 'Puissance', dashboardName: 'B', comment: ' Pic du 12. ' },
    { graphId: 3, graphName: 'Courbe', dashboardName: 'A', comment: '' },
  ],
};

describe('the custom report form', () => {
  it('sends the graphs in the order set, empty texts as null', () => {
    expect(customFormSchema.parse(values)).toEqual({
      project: 2,
      name: 'Revue',
      introduction: null,
      graphs: [
        { graph: 8, comment: 'Pic du 12.' },
        { graph: 3, comment: null },
      ],
    });
  });

  it('needs a project, a name and a graph', () => {
    const result = customFormSchema.safeParse(customFormDefaults(null));
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'report.custom.error.project',
      'report.custom.error.name',
      'report.custom.error.graphs',
    ]);
  });

  it('moves a graph up or down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
