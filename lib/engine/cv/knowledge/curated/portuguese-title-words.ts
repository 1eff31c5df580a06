/**
 * Portuguese job-title words in the Spanish (or English) words the title lexicon knows: ESCO
 * publishes no Portuguese labels in the data we have, and a Portuguese word the lexicon lacks
 * ("dados") may even spell an unrelated English title word ("dado" rails of woodworkers).
 * Keys are folded (lower case, no accents) as tokenize writes them; a feminine form is found
 * through its masculine (title-tokens.ts folds "engenheira" to "engenheiro"). Only words that
 * are no Spanish, French or English title word belong here, so a label of the lexicon never
 * changes by them.
 */
export const PORTUGUESE_TITLE_WORDS: Readonly<Record<string, string>> = {
  dados: 'datos',
  vendas: 'ventas',
  venda: 'venta',
  contas: 'cuentas',
  conta: 'cuenta',
  engenheiro: 'ingeniero',
  desenvolvedor: 'desarrollador',
  executivo: 'ejecutivo',
  assistente: 'asistente',
  enfermeiro: 'enfermero',
  advogado: 'abogado',
  cozinheiro: 'cocinero',
  suporte: 'soporte',
  qualidade: 'calidad',
  producao: 'produccion',
  manutencao: 'mantenimiento',
  seguranca: 'seguridad',
  projeto: 'proyecto',
  projetos: 'proyectos',
  atendimento: 'atencion',
  coordenador: 'coordinador',
  diretor: 'director',
  gestao: 'gestion',
  financeiro: 'financiero',
  contabilidade: 'contabilidad',
  contabilista: 'contable',
  caixa: 'cajero',
  eletricista: 'electricista',
  garcom: 'camarero',
  informacao: 'informacion',
  cientista: 'cientifico',
};
