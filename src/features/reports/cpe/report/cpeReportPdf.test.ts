// @vitest-environment node
import { jsPDF } from 'jspdf';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { cpeReportPdf, type CpeReportPdfLabels } from './cpeReportPdf';

const report: BexReport = {
  id: 4,
  type: 'cpe',
  project: {
    id: 3,
    name: 'Four verrier',
    place: { id: 2, name: 'Usine de Reims', client: { id: 1, name: 'Verallia' } },
  },
  name: 'Rapport CPE T3',
  title: 'Suivi du contrat',
  startDate: '2026-06-30T22:00:00.000Z',
  endDate: '2026-09-30T22:00:00.000Z',
  status: 'validated',
  comments: 'Revue avec l’exploitant',
  summary: {
    commitmentMwh: 1250.5,
    referenceConsumptionMwh: 10000,
    measuredConsumptionMwh: 8784.25,
    savingsMwh: 1215.75,
    achievementRate: 97.2,
  },
};

const labels: CpeReportPdfLabels = {
  heading: 'Rapport de contrat de performance énergétique',
  project: (project, site, client) => `Projet : ${project} (${site}, ${client})`,
  period: (start, end) => `Période : du ${start} au ${end}`,
  status: 'Statut : Validé',
  figureHeader: ['Indicateur', 'Valeur'],
  figure: (figure) =>
    ({
      commitment: 'Engagement',
      reference: 'Référence',
      measured: 'Mesurée',
      savings: 'Économies',
      achievement: 'Atteinte',
    })[figure],
  noFigures: 'Pas de chiffres',
  comments: 'Commentaires',
  page: (page, total) => `Page ${page} sur ${total}`,
  locale: 'en',
};

describe('CPE report PDF', () => {
  it('writes the title, project, period to its last day, the figures with units, the comments and page numbers', () => {
    const text = cpeReportPdf(jsPDF, report, labels).output();
    expect(text.startsWith('%PDF-')).toBe(true);
    for (const part of [
      'Rapport CPE T3',
      'Projet : Four verrier',
      'Usine de Reims, Verallia',
      'du 01/07/2026 au 30/09/2026',
      '1,250.5 MWh',
      '97.2%',
      'Commentaires',
      'Page 1 sur 1',
    ])
      expect(text).toContain(part);
  });

  it('says so when the server gave no figures', () => {
    expect(cpeReportPdf(jsPDF, { ...report, summary: null }, labels).output()).toContain('Pas de chiffres');
  });
});
