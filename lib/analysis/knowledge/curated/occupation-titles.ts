/**
 * Everyday titles (British, Irish, Australian and US usage) for O*NET occupations that have no
 * curated profile, where O*NET's own name is too far from what a CV says ("Police and Sheriff's
 * Patrol Officers" for a police officer). Lower case; the build refuses unknown or curated codes.
 */
export const OCCUPATION_TITLES: Readonly<Record<string, readonly string[]>> = {
  '33-3051.00': ['police officer', 'police constable', 'patrol officer', 'sheriff deputy'],
  '29-1161.00': ['midwife', 'certified nurse midwife'],
  '21-1014.00': ['counsellor', 'counselor', 'mental health counsellor', 'addiction counsellor'],
  '21-1012.00': ['school counsellor', 'careers adviser', 'career counselor'],
  '29-2034.00': ['radiographer', 'diagnostic radiographer', 'x-ray technician', 'radiology technician'],
  '37-2012.00': ['housekeeper', 'room attendant', 'housekeeping attendant'],
  '31-1122.00': ['care assistant', 'carer', 'care worker', 'support worker', 'caregiver', 'home care aide', 'personal care assistant'],
  '31-1131.00': ['healthcare assistant', 'nurse aide', 'certified nursing assistant', 'cna'],
  '11-9081.00': ['hotel manager', 'hotel general manager', 'front office manager'],
  '11-9051.00': ['restaurant manager', 'catering manager', 'food and beverage manager'],
  '41-1011.00': ['store manager', 'shop manager', 'retail manager', 'retail store manager', 'department manager'],
  '13-1121.00': ['event coordinator', 'event planner', 'events manager', 'event manager', 'conference organiser', 'wedding planner'],
  '13-2082.00': ['tax advisor', 'tax adviser', 'tax consultant', 'tax preparer'],
  '43-4081.00': ['front desk agent', 'hotel receptionist', 'front desk clerk', 'night auditor'],
  '39-9011.00': ['nursery nurse', 'nanny', 'childcare worker', 'early years practitioner', 'childminder'],
  '29-2042.00': ['emergency medical technician', 'emt', 'ambulance technician'],
  '43-9061.00': ['office assistant', 'office clerk', 'clerical assistant', 'clerk'],
  '11-3013.00': ['facilities manager', 'facility manager', 'estates manager'],
  '31-9091.00': ['dental nurse', 'dental assistant'],
  '47-2061.00': ['labourer', 'laborer', 'construction worker', 'general labourer', 'site operative'],
  '35-3023.01': ['coffee shop assistant'],
  '35-3031.00': ['server', 'waiting staff', 'food server'],
  '41-3021.00': ['insurance broker', 'insurance agent'],
  '13-2072.00': ['mortgage adviser', 'mortgage advisor'],
  '27-3041.00': ['sub-editor', 'copy editor', 'news editor'],
  '43-3071.00': ['bank teller', 'bank cashier', 'bank clerk'],
  '13-1051.00': ['quantity surveyor', 'cost estimator', 'cost consultant'],
  '51-9061.00': ['quality inspector', 'quality control inspector', 'qc inspector', 'quality checker'],
};
