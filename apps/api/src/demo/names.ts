/** Demo teams per league code (codes of the leagues 0002_football.sql creates), in English and Arabic. */
export interface DemoTeam {
  key: string;
  en: string;
  ar: string;
  code: string;
}

const team = (key: string, en: string, ar: string, code: string): DemoTeam => ({ key, en, ar, code });

const clubs = {
  ahly: team('ahly', 'Al Ahly', 'الأهلي', 'AHL'),
  zamalek: team('zamalek', 'Zamalek', 'الزمالك', 'ZAM'),
  pyramids: team('pyramids', 'Pyramids', 'بيراميدز', 'PYR'),
  masry: team('masry', 'Al Masry', 'المصري', 'MAS'),
  ismaily: team('ismaily', 'Ismaily', 'الإسماعيلي', 'ISM'),
  smouha: team('smouha', 'Smouha', 'سموحة', 'SMO'),
  liverpool: team('liverpool', 'Liverpool', 'ليفربول', 'LIV'),
  arsenal: team('arsenal', 'Arsenal', 'آرسنال', 'ARS'),
  mancity: team('mancity', 'Manchester City', 'مانشستر سيتي', 'MCI'),
  chelsea: team('chelsea', 'Chelsea', 'تشيلسي', 'CHE'),
  tottenham: team('tottenham', 'Tottenham Hotspur', 'توتنهام هوتسبير', 'TOT'),
  newcastle: team('newcastle', 'Newcastle United', 'نيوكاسل يونايتد', 'NEW'),
  inter: team('inter', 'Inter', 'إنتر', 'INT'),
  milan: team('milan', 'AC Milan', 'ميلان', 'MIL'),
  juventus: team('juventus', 'Juventus', 'يوفنتوس', 'JUV'),
  napoli: team('napoli', 'Napoli', 'نابولي', 'NAP'),
  roma: team('roma', 'Roma', 'روما', 'ROM'),
  lazio: team('lazio', 'Lazio', 'لاتسيو', 'LAZ'),
  realmadrid: team('realmadrid', 'Real Madrid', 'ريال مدريد', 'RMA'),
  barcelona: team('barcelona', 'Barcelona', 'برشلونة', 'BAR'),
  atletico: team('atletico', 'Atlético Madrid', 'أتلتيكو مدريد', 'ATM'),
  sevilla: team('sevilla', 'Sevilla', 'إشبيلية', 'SEV'),
  valencia: team('valencia', 'Valencia', 'فالنسيا', 'VAL'),
  villarreal: team('villarreal', 'Villarreal', 'فياريال', 'VIL'),
  egypt: team('egypt', 'Egypt', 'مصر', 'EGY'),
  brazil: team('brazil', 'Brazil', 'البرازيل', 'BRA'),
  argentina: team('argentina', 'Argentina', 'الأرجنتين', 'ARG'),
  france: team('france', 'France', 'فرنسا', 'FRA'),
  morocco: team('morocco', 'Morocco', 'المغرب', 'MAR'),
  germany: team('germany', 'Germany', 'ألمانيا', 'GER'),
  spain: team('spain', 'Spain', 'إسبانيا', 'ESP'),
  england: team('england', 'England', 'إنجلترا', 'ENG'),
  italy: team('italy', 'Italy', 'إيطاليا', 'ITA'),
  portugal: team('portugal', 'Portugal', 'البرتغال', 'POR'),
  netherlands: team('netherlands', 'Netherlands', 'هولندا', 'NED'),
} as const;

export const allDemoTeams: readonly DemoTeam[] = Object.values(clubs);

/** Six teams per league; European cups and tournaments reuse clubs and nations of the leagues above. */
export const leagueTeams: Record<string, readonly DemoTeam[]> = {
  'eg.1': [clubs.ahly, clubs.zamalek, clubs.pyramids, clubs.masry, clubs.ismaily, clubs.smouha],
  'en.1': [clubs.liverpool, clubs.arsenal, clubs.mancity, clubs.chelsea, clubs.tottenham, clubs.newcastle],
  'it.1': [clubs.inter, clubs.milan, clubs.juventus, clubs.napoli, clubs.roma, clubs.lazio],
  'es.1': [clubs.realmadrid, clubs.barcelona, clubs.atletico, clubs.sevilla, clubs.valencia, clubs.villarreal],
  'uefa.cl': [clubs.liverpool, clubs.mancity, clubs.inter, clubs.juventus, clubs.realmadrid, clubs.barcelona],
  'uefa.el': [clubs.tottenham, clubs.roma, clubs.lazio, clubs.sevilla, clubs.villarreal, clubs.newcastle],
  world: [clubs.egypt, clubs.brazil, clubs.argentina, clubs.france, clubs.morocco, clubs.germany],
  euro: [clubs.spain, clubs.england, clubs.italy, clubs.portugal, clubs.netherlands, clubs.france],
};

/** Season names per league: club leagues run across two years, tournaments are named by their year. */
export function demoSeasonName(leagueCode: string, today: Date): string {
  const year = today.getUTCFullYear();
  if (leagueCode === 'world' || leagueCode === 'euro') return String(year);
  const startYear = today.getUTCMonth() >= 6 ? year : year - 1;
  return `${startYear}/${String((startYear + 1) % 100).padStart(2, '0')}`;
}
