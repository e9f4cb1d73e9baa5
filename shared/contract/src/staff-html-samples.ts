/**
 * The staff editor's output, one sample per feature, exactly as the editor writes it (remote-support's
 * rich-text editor; its test sets each as content and reads the same HTML back). Both sanitizers
 * must leave every sample unchanged, byte for byte: the client's (`sanitizeStaffHtml` in
 * @casino/platform) and the API's. A change to the editor or to the allow-list
 * (`STAFF_HTML_TAGS`, `STAFF_HTML_ATTRIBUTES`) that breaks one fails the tests on both sides.
 */
export const STAFF_HTML_SAMPLES: ReadonlyArray<{ name: string; html: string }> = [
  { name: 'paragraph', html: '<p>입금 전 계좌를 꼭 확인해 주세요.</p><p>Second paragraph</p>' },
  { name: 'empty paragraph', html: '<p>위</p><p></p><p>아래</p>' },
  { name: 'bold', html: '<p>점검 <strong>23:00-00:30</strong></p>' },
  { name: 'italic', html: '<p><em>이벤트</em> 안내</p>' },
  { name: 'underline', html: '<p><u>필독</u> 사항</p>' },
  { name: 'strike', html: '<p><s>종료된 이벤트</s></p>' },
  { name: 'headings', html: '<h2>이벤트 안내</h2><h3>참여 방법</h3><p>본문</p>' },
  { name: 'bullet list', html: '<ul><li><p>첫째</p></li><li><p>둘째</p><ul><li><p>하위</p></li></ul></li></ul>' },
  { name: 'ordered list', html: '<ol><li><p>로그인</p></li><li><p>입금 신청</p></li></ol>' },
  { name: 'blockquote', html: '<blockquote><p>고객센터 운영 시간은 24시간입니다.</p></blockquote>' },
  { name: 'horizontal rule', html: '<p>위</p><hr><p>아래</p>' },
  { name: 'hard break', html: '<p>첫 줄<br>둘째 줄</p>' },
  { name: 'link', html: '<p><a href="https://example.com/event?id=7" target="_blank" rel="noopener noreferrer">이벤트 페이지</a></p>' },
  { name: 'site link', html: '<p><a href="/game/slot" target="_blank" rel="noopener noreferrer">슬롯 바로가기</a></p>' },
  { name: 'mail link', html: '<p><a href="mailto:help@example.com" target="_blank" rel="noopener noreferrer">help@example.com</a></p>' },
  { name: 'image', html: '<img src="/uploads/0f3a9c.png" alt="이벤트 배너">' },
  { name: 'image without text', html: '<img src="https://cdn.example.com/banner.webp" alt="">' },
  {
    name: 'mix',
    html:
      '<h2>신규 회원 <em>이벤트</em></h2><p><strong>첫 입금</strong> 시 <u>10%</u> 보너스, <s>5%</s><br>기간: 이번 달</p>' +
      '<ul><li><p><a href="/game/casino" target="_blank" rel="noopener noreferrer">카지노</a></p></li><li><p><strong><em>슬롯</em></strong></p></li></ul>' +
      '<hr><img src="/static/demo/event.png" alt="이벤트"><blockquote><p>문의는 고객센터로</p></blockquote>',
  },
];
