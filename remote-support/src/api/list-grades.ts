import { gradeList } from '@casino/contract';
import type { HttpClient } from '@casino/platform';

export const listGrades = async (http: HttpClient) => (await http.call(gradeList)).items;
