"""A frozen sequence that grows at its end by sharing what came before: a game's moves, its rays.

Undo keeps every earlier game, and each game keeps the moves played to reach it.  Were each to hold them
in a tuple of its own, a game of n moves would keep n²/2 of them (QA: 125 MB for 5,000 moves).  A
:class:`Chain` of n items is the chain of n - 1 items it grew from plus one more, so ``chain.plus(item)``
costs the same on move 5,000 as on move 5, and all the games of one round share their moves.

It reads as the tuple it stands for: ``len``, indexing (``chain[-1]`` at once, any other index in a few
steps), slices, iteration and ``==`` with tuples and other chains, and the same hash as the tuple.

>>> moves = Chain.of(["F2", "F7"]).plus("B+C5")
>>> moves[-1], len(moves), list(moves), moves == ("F2", "F7", "B+C5")
('B+C5', 3, ['F2', 'F7', 'B+C5'], True)
>>> moves[:2] == ("F2", "F7"), moves[1:]
(True, ('F7', 'B+C5'))
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Chain(Sequence[T], Generic[T]):
    """The items of :attr:`_before` and then :attr:`_last`; the empty chain has neither."""

    __slots__ = ("_before", "_jump", "_last", "_length")

    _before: Chain[T] | None
    _last: T | None
    _length: int
    _jump: Chain[T]
    """An earlier chain, chosen so that any earlier length is reached in a number of steps that grows with
    the logarithm of the length, not the length (the "skew-binary" jumps of E. W. Myers, 1983)."""

    def __init__(self) -> None:
        """The empty chain: ``Chain.of`` and :meth:`plus` make longer ones."""
        object.__setattr__(self, "_before", None)
        object.__setattr__(self, "_last", None)
        object.__setattr__(self, "_length", 0)
        object.__setattr__(self, "_jump", self)

    @staticmethod
    def of(items: Iterable[T]) -> Chain[T]:
        """``items`` as a chain (a chain itself, unchanged: nothing is copied)."""
        if isinstance(items, Chain):
            return items
        chain: Chain[T] = Chain()
        for item in items:
            chain = chain.plus(item)
        return chain

    def plus(self, item: T) -> Chain[T]:
        """This chain with ``item`` added at its end (this one is untouched, and shared)."""
        grown: Chain[T] = Chain.__new__(Chain)
        jump, further = self._jump, self._jump._jump
        skip = further if self._length - jump._length == jump._length - further._length else self
        for name, value in (("_before", self), ("_last", item), ("_length", self._length + 1), ("_jump", skip)):
            object.__setattr__(grown, name, value)
        return grown

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"a Chain is frozen: {name} cannot be set")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"a Chain is frozen: {name} cannot be deleted")

    def __reduce__(self) -> tuple[Any, ...]:
        # Saved as the items (never node by node, which would nest as deep as the chain is long).
        return (_rebuilt, (tuple(self),))

    # -- reading --------------------------------------------------------------------------------------

    def __len__(self) -> int:
        return self._length

    def _first(self, length: int) -> Chain[T]:
        """The chain of this one's first ``length`` items (0 <= length <= len(self)): the one it grew from."""
        chain = self
        while chain._length > length:
            chain = chain._jump if chain._jump._length >= length else chain._before  # type: ignore[assignment]
        return chain

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...

    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        """An item; or a slice: the first items as the chain they grew from, any other as a tuple."""
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            if step == 1 and start == 0:
                return self._first(stop)
            if step == 1:
                stop = max(stop, start)
                return tuple(reversed(list(_taken(self._first(stop), stop - start))))
            return tuple(self)[index]
        position = index + self._length if index < 0 else index
        if not 0 <= position < self._length:
            raise IndexError("Chain index out of range")
        return self._first(position + 1)._last  # type: ignore[return-value]

    def __iter__(self) -> Iterator[T]:
        return reversed(list(_taken(self, self._length)))

    def __reversed__(self) -> Iterator[T]:
        return _taken(self, self._length)

    def __contains__(self, value: object) -> bool:
        return any(item == value for item in reversed(self))

    def index(self, value: Any, start: int = 0, stop: int | None = None) -> int:
        return tuple(self).index(value, start, self._length if stop is None else stop)

    def count(self, value: Any) -> int:
        return sum(1 for item in reversed(self) if item == value)

    # -- comparing ------------------------------------------------------------------------------------

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain):
            if self._length != other._length:
                return False
            mine: Chain[Any] | None = self
            theirs: Chain[Any] | None = other
            while mine is not None and theirs is not None and mine is not theirs:  # what they share is equal
                if mine._last != theirs._last:
                    return False
                mine, theirs = mine._before, theirs._before
            return True
        if isinstance(other, tuple):
            return self._length == len(other) and tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"Chain.of({list(self)!r})"


def _taken(chain: Chain[T], count: int) -> Iterator[T]:
    """The last ``count`` items of ``chain``, the last first."""
    for _ in range(count):
        yield chain._last  # type: ignore[misc]
        chain = chain._before  # type: ignore[assignment]


def _rebuilt(items: tuple[T, ...]) -> Chain[T]:
    return Chain.of(items)


__all__ = ["Chain"]
