/** The words of the redemption forms, in both languages. Values arrive formatted for the form's locale. */
export interface FormValues {
  legalName: string;
  nationalId: string;
  phoneNumber: string;
  email: string;
  prizeName: string;
  competitionName: string | null;
  amount: string;
  date: string;
  reference: string;
}

export interface FormCopy {
  title: string;
  brand: string;
  reference: string;
  identityHeading: string;
  prizeHeading: string;
  labels: { legalName: string; nationalId: string; phoneNumber: string; email: string; prize: string; competition: string; amount: string; date: string };
  statement: string[];
  signature: string;
  signatureDate: string;
}

const labels = {
  en: {
    legalName: 'Legal name',
    nationalId: 'National ID number',
    phoneNumber: 'Phone number',
    email: 'Email',
    prize: 'Prize',
    competition: 'Competition',
    amount: 'Amount (EGP)',
    date: 'Date',
  },
  ar: {
    legalName: 'الاسم القانوني',
    nationalId: 'الرقم القومي',
    phoneNumber: 'رقم الهاتف',
    email: 'البريد الإلكتروني',
    prize: 'الجائزة',
    competition: 'المسابقة',
    amount: 'المبلغ (جنيه مصري)',
    date: 'التاريخ',
  },
};

const common = {
  en: (v: FormValues) => ({
    brand: 'Hadaf',
    reference: `Reference #${v.reference}`,
    identityHeading: 'Winner',
    prizeHeading: 'Prize',
    labels: labels.en,
    signature: 'Signature',
    signatureDate: 'Date',
  }),
  ar: (v: FormValues) => ({
    brand: 'هدف',
    reference: `رقم المرجع: ${v.reference}`,
    identityHeading: 'الفائز',
    prizeHeading: 'الجائزة',
    labels: labels.ar,
    signature: 'التوقيع',
    signatureDate: 'التاريخ',
  }),
};

const wonIn = {
  en: (v: FormValues) => (v.competitionName ? ` in the competition “${v.competitionName}”` : ''),
  ar: (v: FormValues) => (v.competitionName ? ` في مسابقة «${v.competitionName}»` : ''),
};

export const receiptCopy = {
  en: (v: FormValues): FormCopy => ({
    ...common.en(v),
    title: 'Prize receipt',
    statement: [
      `I, ${v.legalName}, holder of national ID number ${v.nationalId}, phone number ${v.phoneNumber} and email ${v.email}, acknowledge that I have received from Hadaf the prize “${v.prizeName}”, with a value of ${v.amount} EGP, which I won${wonIn.en(v)}.`,
      `This receipt refers to prize reference #${v.reference} and is dated ${v.date}.`,
    ],
  }),
  ar: (v: FormValues): FormCopy => ({
    ...common.ar(v),
    title: 'إيصال استلام جائزة',
    statement: [
      `أقر أنا ${v.legalName}، حامل الرقم القومي ${v.nationalId} ورقم الهاتف ${v.phoneNumber} والبريد الإلكتروني ${v.email}، بأنني استلمت من هدف جائزة «${v.prizeName}» بقيمة ${v.amount} جنيه مصري، والتي فزت بها${wonIn.ar(v)}.`,
      `يخص هذا الإيصال الجائزة ذات رقم المرجع ${v.reference}، وهو محرر بتاريخ ${v.date}.`,
    ],
  }),
};

export const taxFormCopy = {
  en: (v: FormValues): FormCopy => ({
    ...common.en(v),
    title: 'Prize tax declaration',
    statement: [
      `I, ${v.legalName}, holder of national ID number ${v.nationalId}, declare that I won the prize “${v.prizeName}” on Hadaf${wonIn.en(v)}, with a gross value of ${v.amount} EGP.`,
      'I understand that any tax due on prizes under Egyptian law is withheld by Hadaf before the prize is transferred to me, so the amount I receive may be lower than the gross value.',
      'I confirm that the data in this declaration is correct and complete.',
    ],
  }),
  ar: (v: FormValues): FormCopy => ({
    ...common.ar(v),
    title: 'إقرار ضريبي عن جائزة',
    statement: [
      `أقر أنا ${v.legalName}، حامل الرقم القومي ${v.nationalId}، بأنني فزت بجائزة «${v.prizeName}» على هدف${wonIn.ar(v)}، بقيمة إجمالية قدرها ${v.amount} جنيه مصري.`,
      'وأعلم أن أي ضريبة مستحقة على الجوائز وفقًا للقانون المصري تخصمها هدف قبل تحويل الجائزة إليّ، ولذلك قد يكون المبلغ الذي أستلمه أقل من القيمة الإجمالية.',
      'وأؤكد أن البيانات الواردة في هذا الإقرار صحيحة وكاملة.',
    ],
  }),
};
