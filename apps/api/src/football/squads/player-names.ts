/** First and family names as pairs, so each generated player has a matching Arabic name. */
export const firstNames: readonly (readonly [string, string])[] = [
  ['Mohamed', 'محمد'], ['Ahmed', 'أحمد'], ['Omar', 'عمر'], ['Youssef', 'يوسف'], ['Karim', 'كريم'], ['Mahmoud', 'محمود'],
  ['Ali', 'علي'], ['Hassan', 'حسن'], ['Mostafa', 'مصطفى'], ['Tarek', 'طارق'], ['Ibrahim', 'إبراهيم'], ['Khaled', 'خالد'],
  ['Lucas', 'لوكاس'], ['Marco', 'ماركو'], ['David', 'ديفيد'], ['Daniel', 'دانيال'], ['Luca', 'لوكا'], ['Pablo', 'بابلو'],
  ['Thomas', 'توماس'], ['James', 'جيمس'], ['Sergio', 'سيرجيو'], ['Hugo', 'هوغو'], ['Adam', 'آدم'], ['Nabil', 'نبيل'],
];

export const familyNames: readonly (readonly [string, string])[] = [
  ['Salah', 'صلاح'], ['Hegazi', 'حجازي'], ['Fathy', 'فتحي'], ['Elneny', 'النني'], ['Ashour', 'عاشور'], ['Shobeir', 'شوبير'],
  ['Marmoush', 'مرموش'], ['Gaber', 'جابر'], ['Silva', 'سيلفا'], ['Rossi', 'روسي'], ['García', 'غارسيا'], ['Martínez', 'مارتينيز'],
  ['Smith', 'سميث'], ['Müller', 'مولر'], ['Costa', 'كوستا'], ['Bianchi', 'بيانكي'], ['Fernández', 'فرنانديز'], ['Walker', 'ووكر'],
  ['Ziyech', 'زياش'], ['Hakimi', 'حكيمي'], ['Dupont', 'دوبون'], ['Moreno', 'مورينو'], ['Santos', 'سانتوس'], ['Kamal', 'كمال'],
];
