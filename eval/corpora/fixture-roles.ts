/**
 * The O*NET occupations each engine fixture's latest job title may rightly be compared with
 * (the analysis's default target), labelled by hand for the role-mapping check. Several codes
 * where more than one is right.
 */
const RN = ['29-1141.00', '29-1141.01', '29-1141.03', '29-1141.04'];
const SWE = '15-1252.00';
const PRODUCT = ['11-2021.00', '11-3021.00', '11-9199.00', '15-1299.09'];

export const FIXTURE_OCCUPATIONS: Readonly<Record<string, readonly string[]>> = {
  'docx-accountant-gb.docx': ['11-3031.01', '11-3031.00'], // Financial Controller
  'docx-hr-manager-us.docx': ['11-3121.00'], // HR Manager
  'docx-logistics-coordinator-pl.docx': ['13-1081.00', '13-1081.02', '43-5011.00', '43-5061.00'], // Logistics Coordinator
  'docx-sales-es.docx': ['41-4011.00', '41-4012.00', '41-3091.00', '41-3011.00'], // Account Executive
  'md-devops-engineer-nl.md': [SWE, '15-1244.00', '15-1299.08'], // DevOps Engineer
  'md-frontend-graduate-br.md': ['15-1254.00', SWE], // Estagiária de Desenvolvimento Front-end
  'md-teacher-ie.md': ['25-2031.00'], // Mathematics and Physics Teacher (secondary school)
  'pdf-backend-engineer-us.pdf': [SWE], // Senior Backend Engineer
  'pdf-data-scientist-gb.pdf': ['15-2051.00'], // Senior Data Scientist
  'pdf-marketing-manager-fr.pdf': ['11-2021.00', '13-1161.00'], // Responsable marketing digital
  'pdf-mechanical-engineer-in.pdf': ['17-2141.00'], // Principal Mechanical Engineer
  'pdf-nurse-au.pdf': RN, // Registered Nurse, Emergency Department
  'pdf-product-director-ca.pdf': PRODUCT, // Director of Product Management
  'pdf-ux-designer-de.pdf': ['15-1255.00', '27-1021.00'], // Senior UX Designerin
  'txt-customer-support-in.txt': ['43-1011.00', '43-4051.00'], // Customer Support Team Lead
  'txt-electrician-us.txt': ['47-2111.00'], // Journeyman Electrician
  'txt-nurse-es.txt': RN, // Enfermera de Urgencias
  'txt-recruiter-fr.txt': ['13-1071.00'], // Chargée de recrutement
  'txt-icu-nurse-de.txt': RN, // Fachkrankenpflegerin Intensivpflege
  'txt-accountant-fr.txt': ['13-2011.00', '13-2011.01'], // Comptable général
  'txt-electrician-gb.txt': ['47-2111.00'], // Approved Electrician
  'txt-chef-au.txt': ['35-1011.00'], // Head Chef
  'txt-maths-teacher-es.txt': ['25-2031.00'], // Profesora de Matemáticas
  'txt-game-developer-ca.txt': ['15-1255.01'], // Senior Game Developer
  'txt-litigator-us.txt': ['23-1011.00'], // Litigation Associate
  'txt-world-mechanical-engineer-de.txt': ['17-2141.00'], // Entwicklungsingenieur Maschinenbau
  'txt-world-nurse-fr.txt': RN, // Infirmière en réanimation
  'txt-world-lawyer-es.txt': ['23-1011.00'], // Abogado Asociado Senior
  'txt-world-data-analyst-ca.txt': ['15-2051.00', '15-2051.01', '15-2041.00'], // Data Analyst
  'txt-world-software-engineer-mx.txt': [SWE], // Ingeniera de Software Senior
  'layouts/sidebar-left-en.pdf': ['15-2051.00', '15-2051.01', '15-2041.00'], // Senior Data Analyst
  'layouts/sidebar-right-de.pdf': ['15-1211.00', '13-1111.00', '15-1299.08'], // SAP-Berater
  'layouts/two-columns-fr.pdf': ['15-1299.09', '13-1082.00', '11-2021.00', '13-1161.00'], // Chef de projet digital
  'layouts/gutter-titles-es.pdf': ['11-3071.00', '11-3071.04', '13-1081.00'], // Responsable de Logística
  'layouts/moderncv-en.pdf': [SWE], // Senior Software Engineer
  'layouts/three-part-header-en.pdf': PRODUCT, // Product Manager
  'layouts/mixed-regions-en.pdf': ['19-1042.00', '19-1029.00', '19-2099.00', '19-1029.02', '15-1221.00'], // Staff Research Scientist
  'layouts/docx-textboxes-en.docx': ['11-1021.00'], // Operations Manager
  'layouts/office-textboxes-en.pdf': ['11-1021.00'], // the same, exported to PDF
  'layouts/writer-textboxes-en.docx': ['11-1021.00'], // the same, saved by LibreOffice
  'layouts/docx-table-layout-es.docx': ['11-9021.00', '47-1011.00'], // Jefe de obra
  'layouts/office-table-layout-es.pdf': ['11-9021.00', '47-1011.00'], // the same, exported to PDF
  'layouts/plain-de.txt': ['13-1082.00', '15-1299.09', '11-9199.00'], // Projektleiterin Digitalisierung
  'layouts/docx-electrician-table-gb.docx': ['47-2111.00'], // Approved Electrician
  'layouts/office-electrician-table-gb.pdf': ['47-2111.00'], // the same, exported to PDF
  'layouts/two-page-seasons-ca.pdf': ['17-2051.00', '11-9021.00'], // Senior Project Engineer (municipal water, civil)
  'layouts/nurse-credentials-onecol-us.pdf': RN, // Charge Nurse, Cardiac Step-Down Unit
  'layouts/teacher-at-lines-short-us.pdf': ['25-2021.00'], // Fourth Grade Teacher
  'layouts/canva-icons-au.pdf': ['49-3042.00'], // Leading Hand HD Fitter (heavy-duty diesel mechanic)
  'layouts/comptable-canva-fr.pdf': ['13-2011.00', '13-2011.01'], // Comptable générale
  'layouts/ventas-sidebar-mx.pdf': ['11-2022.00'], // Gerente de Ventas Regional
  'layouts/gamedev-jakes-us.pdf': ['15-1255.01', SWE], // Senior Gameplay Programmer
  'layouts/chef-two-page-gb.pdf': ['35-1011.00'], // Head Chef
  'layouts/docx-all-textboxes-nl.docx': ['15-1255.00', '27-1021.00'], // Senior UX Designer
  'layouts/office-all-textboxes-nl.pdf': ['15-1255.00', '27-1021.00'], // the same, exported to PDF
  'layouts/writer-all-textboxes-nl.docx': ['15-1255.00', '27-1021.00'], // the same, saved by LibreOffice
  'layouts/labelled-form-za.txt': ['13-1111.00', '15-1211.00', '13-1199.00'], // Senior Business Analyst
  'layouts/linkedin-export-ie.pdf': ['15-2051.00', '15-2051.01', '15-2041.00'], // Senior Data Analyst
  'layouts/curriculo-analista-br.pdf': ['15-2051.00', '15-2051.01', '15-2041.00'], // Analista de Dados Pleno
  'layouts/europass-chef-fr.pdf': ['35-1011.00'], // Chef de cuisine
  'layouts/academic-grants-au.pdf': ['25-1042.00', '25-1199.00', '19-1023.00'], // Senior Lecturer in Marine Ecology
  'layouts/engenheiro-gutter-br.pdf': ['17-2051.00', '11-9021.00'], // Engenheiro de Obras (a site engineer)
  'layouts/hr-sidebar-ch.pdf': ['13-1071.00', '11-3121.00'], // HR Business Partner
  'layouts/teacher-two-column-gb.pdf': ['25-2021.00'], // Year 4 Class Teacher and Maths Lead (a primary school)
  'layouts/contadora-tabla-ar.pdf': ['13-2011.00', '13-2011.01'], // Contadora Pública Senior
  'layouts/magazzino-word-it.pdf': ['11-3071.00', '11-3071.04', '53-1047.00', '43-5071.00'], // Responsabile di magazzino (warehouse manager)
  'layouts/naukri-civil-engineer-in.pdf': ['17-2051.00', '11-9021.00'], // Senior Site Engineer (civil, metro viaduct)
  'layouts/canva-analyst-dk.pdf': ['15-2051.00', '15-2051.01', '15-2041.00'], // Senior Data Analyst
  'layouts/federal-program-analyst-us.pdf': ['13-1111.00', '13-1199.00'], // Program Analyst (GS-0343, management and program analysis)
  'layouts/docx-cv-accountant-ke.docx': ['13-2011.00', '13-2011.01'], // Senior Accountant
  'layouts/docx-lebenslauf-foto-de.docx': ['49-9041.00', '49-9071.00'], // Industriemechaniker in der Instandhaltung (industrial machinery mechanic)
  'layouts/gdocs-spearmint-physio-au.pdf': ['29-1123.00'], // Senior Physiotherapist & Clinic Lead
  'layouts/functional-admin-ca.pdf': ['43-1011.00', '43-6014.00', '43-9061.00', '43-3031.00', '11-3012.00'], // Office Manager (dental practice front office, bookkeeping)
  'layouts/docx-resume-team-leader-ph.docx': ['43-1011.00', '43-4051.00'], // Team Leader, Customer Service (contact centre)
  'layouts/infojobs-seleccion-es.pdf': ['13-1071.00'], // Técnica de Selección Senior (recruiter)
  'layouts/docx-programistka-rodo-pl.docx': [SWE], // Starsza Programistka Java (senior Java developer)
  'layouts/xing-profil-de.pdf': ['41-4012.00', '11-2022.00'], // Senior Key Account Managerin LEH (key account sales to food retail)
  'layouts/reactive-resume-pikachu-gb.pdf': ['15-1243.01', '15-1243.00', SWE], // Senior Data Engineer
  'layouts/rendercv-classic-mechanical-us.pdf': ['17-2141.00'], // Senior Mechanical Engineer
  'layouts/jsonresume-even-product-in.pdf': PRODUCT, // Senior Product Manager (payments)
  'layouts/docx-sjukskoterska-se.docx': RN, // Sjuksköterska, Akutmottagningen (emergency department nurse)
  'layouts/gulf-hse-engineer-ae.pdf': ['17-2111.00', '19-5011.00'], // HSE Engineer (health and safety engineer, facilities management)
  'layouts/ozgecmis-muhasebe-tr.pdf': ['13-2011.00', '13-2011.01'], // Muhasebe Uzmanı (accountant)
};
