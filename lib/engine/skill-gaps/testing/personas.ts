/**
 * Five people as CVs, analysed by the real engine and knowledge base, for the
 * skill-gap, learning-path and salary tests: a senior game developer, a nurse in Madrid, a Go
 * engineer with a job description, an HR manager and a student.
 */
import { analyseParsed } from '../../cv/report';
import { buildTestCv, type TestCvSpec } from '../../cv/testing/build-test-cv';
import type { AnalysisOutput, ParsedCv } from '../../cv/types';

export const PERSONA_NOW = new Date('2026-06-01T00:00:00Z');

export interface Persona {
  parsed: ParsedCv;
  analysis: AnalysisOutput;
  targetRole: string;
  targetIndustry: string;
  jobDescription?: string;
}

function persona(spec: TestCvSpec, targetRole: string, targetIndustry: string, jobDescription?: string): Persona {
  const { doc, cv } = buildTestCv(spec);
  const analysis = analyseParsed(doc, cv, { targetRole, targetIndustry, jobDescription, now: PERSONA_NOW });
  return { parsed: cv, analysis, targetRole, targetIndustry, jobDescription };
}

export const gameDeveloper = () =>
  persona(
    {
      name: 'Jonas Berg',
      location: 'Stockholm, Sweden',
      country: 'SE',
      summary: 'Senior game developer with eight years of Unreal Engine and Unity, shipping console and PC titles.',
      jobs: [
        { title: 'Senior Game Developer', employer: 'Northlight Games AB', start: '2021-02', end: 'present', bullets: [
          'Built gameplay systems in Unreal Engine 5 using Blueprints and C++ for a PS5 and Xbox Series X title',
          'Cut frame time by 22% with profiling in Unreal Insights and multithreaded animation updates',
          'Led a team of 4 gameplay programmers and reviewed their C++ code',
        ] },
        { title: 'Game Developer', employer: 'Pixel Harbor', start: '2018-01', end: '2021-01', bullets: [
          'Shipped 3 mobile games in Unity with C#, 5M downloads in total',
          'Wrote shaders in HLSL and optimised draw calls for low-end Android devices',
        ] },
      ],
      education: [{ institution: 'KTH Royal Institute of Technology', degree: 'MSc', field: 'Computer Science', end: '2017' }],
      skills: ['Unreal Engine', 'Unity', 'C++', 'C#', 'Blueprints', 'HLSL', 'Perforce', 'Git', 'Multiplayer networking', 'Game physics'],
    },
    'Senior Game Developer',
    'Gaming',
  );

export const nurseInMadrid = () =>
  persona(
    {
      name: 'Lucía Fernández',
      location: 'Madrid, España',
      country: 'ES',
      summary: 'Enfermera con seis años de experiencia en quirófano y urgencias.',
      jobs: [
        { title: 'Enfermera de quirófano', employer: 'Hospital Universitario La Paz', start: '2020-03', end: 'present', bullets: [
          'Instrumentación y circulación en cirugía general y traumatología, 6 quirófanos',
          'Control de infecciones y recuento de material quirúrgico según protocolo',
        ] },
        { title: 'Enfermera', employer: 'Hospital Clínico San Carlos', start: '2018-06', end: '2020-02', bullets: ['Triaje y administración de medicación en urgencias'] },
      ],
      education: [{ institution: 'Universidad Complutense de Madrid', degree: 'Grado en Enfermería', end: '2018' }],
      skills: ['Triaje', 'Administración de medicación', 'Control de infecciones', 'Soporte vital avanzado'],
    },
    'Enfermera de quirófano',
    'Healthcare',
  );

export const GO_JOB_DESCRIPTION = [
  'Senior Backend Engineer (Go) - Payments',
  'You will design and build Go microservices for our payments platform.',
  'Requirements: 5+ years of backend development, strong Go, PostgreSQL, gRPC, Kafka, Kubernetes, observability with Prometheus and Grafana.',
  'Nice to have: Terraform, AWS.',
].join('\n');

export const goEngineer = () =>
  persona(
    {
      name: 'Ana Costa',
      location: 'Lisbon, Portugal',
      country: 'PT',
      jobs: [
        { title: 'Backend Engineer', employer: 'CloudNest', start: '2019-04', end: 'present', bullets: [
          'Wrote microservices in Go with gRPC serving 40k requests per second',
          'Moved billing from cron jobs to Kafka consumers, cutting reconciliation time by 70%',
          'Ran PostgreSQL schema migrations with zero downtime for 120M rows',
        ] },
        { title: 'Software Engineer', employer: 'Talkdesk', start: '2016-09', end: '2019-03', bullets: ['Built REST APIs in Python and Go for call routing'] },
      ],
      education: [{ institution: 'Universidade de Lisboa', degree: 'BSc', field: 'Computer Engineering', end: '2016' }],
      skills: ['Go', 'gRPC', 'PostgreSQL', 'Kafka', 'Docker', 'Linux', 'Python'],
    },
    'Senior Backend Engineer',
    'Fintech',
    GO_JOB_DESCRIPTION,
  );

export const hrManager = () =>
  persona(
    {
      name: 'Claire Dubois',
      location: 'Lyon, France',
      country: 'FR',
      jobs: [
        { title: 'HR Business Partner', employer: 'Groupe SEB', start: '2019-01', end: 'present', bullets: [
          'Advised 6 plant managers on employee relations cases and restructuring of 140 roles',
          'Ran the annual performance review cycle for 900 employees in Workday',
          'Cut time-to-hire from 52 to 34 days by redesigning the recruitment process',
        ] },
        { title: 'HR Generalist', employer: 'Decathlon', start: '2015-09', end: '2018-12', bullets: ['Handled payroll inputs, onboarding and employment contracts for 300 staff'] },
      ],
      education: [{ institution: 'IAE Lyon', degree: 'Master', field: 'Human Resources Management', end: '2015' }],
      skills: ['Employee relations', 'Performance management', 'Recruitment', 'Workday', 'French labour law', 'Onboarding'],
    },
    'HR Manager',
    'Manufacturing',
  );

export const student = () =>
  persona(
    {
      name: 'Tom Becker',
      location: 'Berlin, Germany',
      country: 'DE',
      summary: 'Computer science student looking for a first web development role.',
      jobs: [
        { title: 'Werkstudent Webentwicklung', employer: 'Zalando', start: '2025-04', end: 'present', bullets: ['Fixed accessibility bugs in React components of the checkout'] },
      ],
      education: [{ institution: 'Technische Universität Berlin', degree: 'BSc', field: 'Computer Science', end: '2026' }],
      skills: ['HTML', 'CSS', 'JavaScript', 'React', 'Git'],
    },
    'Junior Frontend Developer',
    'E-commerce',
  );
