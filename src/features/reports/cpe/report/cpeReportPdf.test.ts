// @vitest-environment node
import { jsPDF } from 'jspdf';
import type { BexReport } from '../../../../entities/reports/bexReportsApi';
import { loadPdfFont } from '../../../../lib/pdfFont/pdfFont';
import { readDocumentText } from '../../../../lib/pdfFont/readPdfText';
import { cpeReportPdf, type CpeReportPdfLabels } from './cpeReportPdf';

const report: BexReport = {
  id: 4,
  type: 'cpe',
  project: {
    id: 3,
    name: 'CPE Dunkerque – Utilités',
    place: { id: 2, name: 'Usine de Reims', client: { id: 1, name: 'Verallia Œuvres' } },
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

const font = await loadPdfFont();

describe('CPE report PDF', () => {
  it('writes the title, project, period to its last day, the figures with units, the comments and page numbers', async () => {
    const text = await readDocumentText(cpeReportPdf(jsPDF, font, report, labels));
    for (const part of [
      // As written: the dashes, apostrophes and ligatures of French names survive.
      'Rapport CPE T3 – Suivi du contrat',
      'Projet : CPE Dunkerque – Utilités',
      'Usine de Reims, Verallia Œuvres',
      'Revue avec l’exploitant',
      'du 01/07/2026 au 30/09/2026',
      '1,250.5 MWh',
      '97.2%',
      'Commentaires',
      'Page 1 sur 1',
    ])
      expect(text).toContain(part);
  });

  it('says so when the server gave no figures', async () => {
    expect(await readDocumentText(cpeReportPdf(jsPDF, font, { ...report, summary: null }, labels))).toContain(
      'Pas de chiffres',
    );
  });
});
