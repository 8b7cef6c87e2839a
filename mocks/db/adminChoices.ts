/**
 * The choice lists of the project, AAPE, intervention and support-record forms (spec 001 §7
 * GET choices, GET bexsupport/choices). Static: ids and codes are stable, other seeds may use them.
 */
export interface ChoiceRow {
  id: number;
  code: string;
  label_fr: string;
  label_en: string;
}

const choices = (rows: [string, string, string][]): ChoiceRow[] =>
  rows.map(([code, label_fr, label_en], index) => ({ id: index + 1, code, label_fr, label_en }));

/** GET choices: the lists of the project, AAPE and intervention forms. Ids are stable. */
export const PROJECT_CHOICES: Record<string, ChoiceRow[]> = {
  energyTypes: choices([
    ['ELECTRICITY', 'Électricité', 'Electricity'],
    ['STEAM', 'Vapeur', 'Steam'],
    ['NATURAL_GAS', 'Gaz naturel', 'Natural gas'],
    ['FUEL_OIL', 'Fioul', 'Fuel oil'],
    ['LPG', 'GPL', 'LPG'],
    ['BIOMASS', 'Biomasse', 'Biomass'],
    ['HEAT_NETWORK', 'Réseau de chaleur', 'District heating'],
    ['COLD', 'Froid', 'Cooling'],
    ['COMPRESSED_AIR', 'Air comprimé', 'Compressed air'],
    ['WATER', 'Eau', 'Water'],
  ]),
  commitmentTypes: choices([
    ['ENERGY_SAVING', 'Économie d’énergie', 'Energy saving'],
    ['CONSUMPTION_CAP', 'Plafond de consommation', 'Consumption cap'],
    ['PERFORMANCE_RATIO', 'Ratio de performance', 'Performance ratio'],
  ]),
  commitmentModalities: choices([
    ['RESULT', 'Obligation de résultat', 'Guaranteed result'],
    ['MEANS', 'Obligation de moyens', 'Best effort'],
    ['SHARED', 'Économies partagées', 'Shared savings'],
  ]),
  perTypes: choices([
    ['FIXED', 'Prix fixe', 'Fixed price'],
    ['INDEXED', 'Prix indexé', 'Indexed price'],
    ['MARKET', 'Prix de marché', 'Market price'],
  ]),
  linkTypes: choices([
    ['FIBER', 'Fibre optique', 'Optical fibre'],
    ['ADSL', 'ADSL', 'ADSL'],
    ['MOBILE_4G', 'Routeur 4G', '4G router'],
    ['SITE_VPN', 'VPN site à site', 'Site-to-site VPN'],
    ['SATELLITE', 'Satellite', 'Satellite'],
  ]),
  interventionTypes: choices([
    ['PREVENTIVE_MAINTENANCE', 'Maintenance préventive', 'Preventive maintenance'],
    ['CORRECTIVE_MAINTENANCE', 'Maintenance corrective', 'Corrective maintenance'],
    ['INSTALLATION', 'Installation', 'Installation'],
    ['CALIBRATION', 'Étalonnage', 'Calibration'],
    ['REMOTE_SUPPORT', 'Assistance à distance', 'Remote support'],
    ['ENERGY_AUDIT', 'Audit énergétique', 'Energy audit'],
  ]),
};

/** GET bexsupport/choices: the lists of the support record's forms. */
export const SUPPORT_CHOICES: Record<string, ChoiceRow[]> = {
  solutions: choices([
    ['BOX', 'Boîtier Wattsight', 'Wattsight box'],
    ['ON_SITE_SERVER', 'Serveur sur site', 'On-site server'],
    ['CLOUD', 'Hébergement cloud', 'Cloud hosting'],
  ]),
  virtualMachines: choices([
    ['NONE', 'Aucune', 'None'],
    ['VMWARE', 'VMware ESXi', 'VMware ESXi'],
    ['HYPER_V', 'Hyper-V', 'Hyper-V'],
  ]),
  linkTypes: PROJECT_CHOICES.linkTypes ?? [],
  internetAccess: choices([
    ['DIRECT', 'Accès direct', 'Direct access'],
    ['CUSTOMER_PROXY', 'Via le proxy du client', 'Through the customer’s proxy'],
    ['NONE', 'Pas d’accès Internet', 'No Internet access'],
  ]),
  remoteTools: choices([
    ['TEAMVIEWER', 'TeamViewer', 'TeamViewer'],
    ['ANYDESK', 'AnyDesk', 'AnyDesk'],
    ['VPN_CLIENT', 'Client VPN', 'VPN client'],
    ['RDP', 'Bureau à distance (RDP)', 'Remote desktop (RDP)'],
  ]),
  equipmentTypes: choices([
    ['PLC', 'Automate', 'PLC'],
    ['GATEWAY', 'Passerelle', 'Gateway'],
    ['METER', 'Compteur', 'Meter'],
    ['SENSOR', 'Capteur', 'Sensor'],
    ['SERVER', 'Serveur', 'Server'],
    ['SWITCH', 'Switch réseau', 'Network switch'],
  ]),
  supportLevels: choices([
    ['STANDARD', 'Standard (jours ouvrés)', 'Standard (business days)'],
    ['PREMIUM', 'Premium (J+1)', 'Premium (next day)'],
    ['H24', 'Astreinte 24 h/24', '24/7 on call'],
  ]),
};
