# Independent reference for the trading-cost calculator: Decimal arithmetic straight from the rates.
from decimal import Decimal as D, ROUND_HALF_UP
STT={'delivery':(D('0.1'),'both'),'intraday':(D('0.025'),'sell'),'futures':(D('0.05'),'sell'),'options':(D('0.15'),'sell')}
EXCH={'NSE':{'delivery':D('0.00297'),'intraday':D('0.00297'),'futures':D('0.00173'),'options':D('0.03503')},
      'BSE':{'delivery':D('0.00375'),'intraday':D('0.00375'),'futures':D('0'),'options':D('0.0325')}}
STAMP={'delivery':D('0.015'),'intraday':D('0.003'),'futures':D('0.002'),'options':D('0.003')}
SEBI=D('0.0001'); GST=D('18')
def brok(value, seg, model, fee, pct, cap):
    if value<=0: return D(0)
    c=lambda a: min(a,cap) if cap>0 else a
    if model=='flat': return fee
    if model=='percent': return c(value*pct/100)
    if model=='zero-delivery': return D(0) if seg=='delivery' else fee
    return c(fee+value*pct/100)
def trade(seg, ex, buy, sell, qty, model='flat', fee=D(20), pct=D('0.5'), cap=D(0), dp=D(15)):
    bv=D(buy)*qty; sv=D(sell)*qty
    b=[brok(bv,seg,model,fee,pct,cap), brok(sv,seg,model,fee,pct,cap)]
    r,side=STT[seg]
    stt=[bv*r/100 if side=='both' else D(0), sv*r/100]
    e=[bv*EXCH[ex][seg]/100, sv*EXCH[ex][seg]/100]
    s=[bv*SEBI/100, sv*SEBI/100]
    st=bv*STAMP[seg]/100
    g=[(b[i]+e[i]+s[i])*GST/100 for i in range(2)]
    d=dp if seg=='delivery' else D(0)
    total=sum(b)+sum(stt)+sum(e)+sum(s)+st+sum(g)+d
    q=lambda x: x.quantize(D('0.01'),ROUND_HALF_UP)
    print(seg,ex,buy,sell,qty,model, 'brok',[q(x) for x in b],'stt',[q(x) for x in stt],'exch',[q(x) for x in e],'sebi',[q(x) for x in s],'stamp',q(st),'gst',[q(x) for x in g],'dp',d,
          'TOTAL',q(total),'net',q(sv-bv-total),'breakeven',(total/qty).quantize(D('0.0001'),ROUND_HALF_UP),'share%', (total/(sv-bv)*100) if sv>bv else None)
trade('delivery','NSE','1000','1100',10)
trade('intraday','NSE','1000','1002',100)
trade('options','NSE','100','110',75)
trade('futures','NSE','25000','25100',75)
trade('delivery','NSE','1000','1100',10,'percent',pct=D('0.5'))
trade('delivery','NSE','1000','1100',10,'zero-delivery')
trade('intraday','NSE','1000','1002',100,'percent',pct=D('0.05'),cap=D(20))
trade('options','BSE','100','110',75)
trade('options','NSE','100','110',75,'percent',pct=D('1'))
trade('delivery','BSE','1000','1100',10)
