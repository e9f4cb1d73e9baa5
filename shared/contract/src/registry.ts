import { login, logout, register, validateRef } from './endpoints/auth';
import { boardMessageGet, boardMessageList } from './endpoints/board-message';
import { carousel, marquee, ping, popup, siteSetting } from './endpoints/site';
import { gameBrandGames, gameBrandList, memberDefaultRoles, playGame } from './endpoints/games';
import { userInfo, walletBalance } from './endpoints/user';
import {
  operatorStatementApprove,
  operatorStatementList,
  operatorStatementReject,
  operatorStatementWait,
  rollingPointExchange,
  statementCreate,
  statementDelete,
  statementList,
} from './endpoints/statements';
import {
  messageDelete,
  messageList,
  messageRead,
  operatorBoardMessageCreate,
  operatorMessageSend,
  operatorPopupCreate,
  operatorTicketAnswer,
  ticketConfirm,
  ticketCreate,
  ticketDelete,
  ticketList,
} from './endpoints/support';
import { convertToCash, convertToCredit } from './endpoints/wallet';

/** Every endpoint the API serves; the API registers exactly these. */
export const endpoints = {
  login,
  logout,
  register,
  validateRef,
  userInfo,
  walletBalance,
  convertToCredit,
  convertToCash,
  carousel,
  popup,
  marquee,
  siteSetting,
  ping,
  boardMessageList,
  boardMessageGet,
  gameBrandList,
  gameBrandGames,
  playGame,
  memberDefaultRoles,
  statementCreate,
  statementList,
  statementDelete,
  rollingPointExchange,
  operatorStatementList,
  operatorStatementApprove,
  operatorStatementWait,
  operatorStatementReject,
  messageList,
  messageRead,
  messageDelete,
  ticketList,
  ticketCreate,
  ticketConfirm,
  ticketDelete,
  operatorBoardMessageCreate,
  operatorMessageSend,
  operatorTicketAnswer,
  operatorPopupCreate,
};
